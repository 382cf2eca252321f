"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of createBillOfLading: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/BillOfLading"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/BillOfLading");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-zA-Z0-9\\-_]*$", "u");
const schema3 = runtime.schema("component", "/components/schemas/BillOfLadingBox");
const schema4 = runtime.schema("component", "/components/schemas/BillOfLadingPackage");

function validate3(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate3.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.BoxNumber !== undefined){
const _errs1 = errors;
if(typeof data.BoxNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/BoxNumber",schemaPath:"#/properties/BoxNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data1 = data.Weight;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate3.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Length !== undefined){
let data2 = data.Length;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate3.errors = [{instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Width !== undefined){
let data3 = data.Width;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Height !== undefined){
let data4 = data.Height;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate3.errors = [{instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PackageInfos !== undefined){
let data5 = data.PackageInfos;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.PackageId !== undefined){
const _errs16 = errors;
if(typeof data6.PackageId !== "string"){
validate3.errors = [{instancePath:instancePath+"/PackageInfos/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.TrackingNumber !== undefined){
const _errs18 = errors;
if(typeof data6.TrackingNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/PackageInfos/" + i0+"/TrackingNumber",schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/PackageInfos/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/PackageInfos",schemaPath:"#/properties/PackageInfos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"BoxNumber":true,"Weight":true,"Length":true,"Width":true,"Height":true,"PackageInfos":true},"dynamicProps":false,"dynamicItems":false};


function validate1(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate1.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((data.BolNumber === undefined) && (missing0 = "BolNumber")) || ((data.BolType === undefined) && (missing0 = "BolType"))) || ((data.Origin === undefined) && (missing0 = "Origin"))) || ((data.Destination === undefined) && (missing0 = "Destination"))) || ((data.ETD === undefined) && (missing0 = "ETD"))) || ((data.ETA === undefined) && (missing0 = "ETA"))) || ((data.BoxInfos === undefined) && (missing0 = "BoxInfos"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.BolNumber !== undefined){
let data0 = data.BolNumber;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 50){
validate1.errors = [{instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
else {
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BolType !== undefined){
let data1 = data.BolType;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 50){
validate1.errors = [{instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate1.errors = [{instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DepFlight !== undefined){
const _errs5 = errors;
if(typeof data.DepFlight !== "string"){
validate1.errors = [{instancePath:instancePath+"/DepFlight",schemaPath:"#/properties/DepFlight/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TraFlight !== undefined){
const _errs7 = errors;
if(typeof data.TraFlight !== "string"){
validate1.errors = [{instancePath:instancePath+"/TraFlight",schemaPath:"#/properties/TraFlight/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ArrFlight !== undefined){
const _errs9 = errors;
if(typeof data.ArrFlight !== "string"){
validate1.errors = [{instancePath:instancePath+"/ArrFlight",schemaPath:"#/properties/ArrFlight/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Origin !== undefined){
const _errs11 = errors;
if(typeof data.Origin !== "string"){
validate1.errors = [{instancePath:instancePath+"/Origin",schemaPath:"#/properties/Origin/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Destination !== undefined){
const _errs13 = errors;
if(typeof data.Destination !== "string"){
validate1.errors = [{instancePath:instancePath+"/Destination",schemaPath:"#/properties/Destination/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ETD !== undefined){
const _errs15 = errors;
if(typeof data.ETD !== "string"){
validate1.errors = [{instancePath:instancePath+"/ETD",schemaPath:"#/properties/ETD/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ETA !== undefined){
const _errs17 = errors;
if(typeof data.ETA !== "string"){
validate1.errors = [{instancePath:instancePath+"/ETA",schemaPath:"#/properties/ETA/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data9 = data.Weight;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate1.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BolFile !== undefined){
const _errs21 = errors;
if(typeof data.BolFile !== "string"){
validate1.errors = [{instancePath:instancePath+"/BolFile",schemaPath:"#/properties/BolFile/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BolFilePush !== undefined){
const _errs23 = errors;
if(typeof data.BolFilePush !== "string"){
validate1.errors = [{instancePath:instancePath+"/BolFilePush",schemaPath:"#/properties/BolFilePush/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FileType !== undefined){
const _errs25 = errors;
if(typeof data.FileType !== "string"){
validate1.errors = [{instancePath:instancePath+"/FileType",schemaPath:"#/properties/FileType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BoxInfos !== undefined){
let data13 = data.BoxInfos;
const _errs27 = errors;
if(errors === _errs27){
if(Array.isArray(data13)){
var valid1 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
const _errs29 = errors;
if(!(validate3(data13[i0], {instancePath:instancePath+"/BoxInfos/" + i0,parentData:data13,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid1 = _errs29 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BoxInfos",schemaPath:"#/properties/BoxInfos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"BolNumber":true,"BolType":true,"DepFlight":true,"TraFlight":true,"ArrFlight":true,"Origin":true,"Destination":true,"ETD":true,"ETA":true,"Weight":true,"BolFile":true,"BolFilePush":true,"FileType":true,"BoxInfos":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/BillOfLading"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/BillOfLading");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-zA-Z0-9\\-_]*$", "u");
const schema34 = runtime.schema("component", "/components/schemas/BillOfLadingBox");
const schema35 = runtime.schema("component", "/components/schemas/BillOfLadingPackage");

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.BoxNumber !== undefined){
let data0 = data.BoxNumber;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/BoxNumber",schemaPath:"#/properties/BoxNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.BoxNumber.type,parentSchema:schema34.properties.BoxNumber,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs2 = errors;
var valid0 = _errs1 === errors;
}
if(data.Weight !== undefined){
let data1 = data.Weight;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Weight.type,parentSchema:schema34.properties.Weight,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs4 = errors;
var valid0 = _errs3 === errors;
}
if(data.Length !== undefined){
let data2 = data.Length;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Length.type,parentSchema:schema34.properties.Length,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs6 = errors;
var valid0 = _errs5 === errors;
}
if(data.Width !== undefined){
let data3 = data.Width;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Width.type,parentSchema:schema34.properties.Width,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs8 = errors;
var valid0 = _errs7 === errors;
}
if(data.Height !== undefined){
let data4 = data.Height;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err4 = {instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Height.type,parentSchema:schema34.properties.Height,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs10 = errors;
var valid0 = _errs9 === errors;
}
if(data.PackageInfos !== undefined){
let data5 = data.PackageInfos;
const _errs11 = errors;
const _errs12 = errors;
if(Array.isArray(data5)){
let valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
const _errs14 = errors;
const _errs15 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.PackageId !== undefined){
let data7 = data6.PackageId;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err5 = {instancePath:instancePath+"/PackageInfos/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.PackageId.type,parentSchema:schema35.properties.PackageId,data:data7};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs17 = errors;
var valid4 = _errs16 === errors;
}
if(data6.TrackingNumber !== undefined){
let data8 = data6.TrackingNumber;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/PackageInfos/" + i0+"/TrackingNumber",schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.TrackingNumber.type,parentSchema:schema35.properties.TrackingNumber,data:data8};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs19 = errors;
var valid4 = _errs18 === errors;
}
}
else {
const err7 = {instancePath:instancePath+"/PackageInfos/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/BillOfLadingPackage/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid3 = _errs14 === errors;
var valid1 = _errs13 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err8 = {instancePath:instancePath+"/PackageInfos",schemaPath:"#/properties/PackageInfos/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.PackageInfos.type,parentSchema:schema34.properties.PackageInfos,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid0 = _errs11 === errors;
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"BoxNumber":true,"Weight":true,"Length":true,"Width":true,"Height":true,"PackageInfos":true},"dynamicProps":false,"dynamicItems":false};


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.BolNumber === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BolNumber"},message:"must have required property '"+"BolNumber"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.BolType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BolType"},message:"must have required property '"+"BolType"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Origin === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Origin"},message:"must have required property '"+"Origin"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Destination === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Destination"},message:"must have required property '"+"Destination"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.ETD === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ETD"},message:"must have required property '"+"ETD"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.ETA === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ETA"},message:"must have required property '"+"ETA"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.BoxInfos === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BoxInfos"},message:"must have required property '"+"BoxInfos"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.BolNumber !== undefined){
let data0 = data.BolNumber;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 50){
const err7 = {instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.BolNumber,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\"",schema:"^[a-zA-Z0-9\\-_]*$",parentSchema:schema32.properties.BolNumber,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/BolNumber",schemaPath:"#/properties/BolNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BolNumber.type,parentSchema:schema32.properties.BolNumber,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.BolType !== undefined){
let data1 = data.BolType;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 === "string"){
if(func1(data1) > 50){
const err10 = {instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.BolType,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern4.test(data1)){
const err11 = {instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\"",schema:"^[a-zA-Z0-9\\-_]*$",parentSchema:schema32.properties.BolType,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/BolType",schemaPath:"#/properties/BolType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BolType.type,parentSchema:schema32.properties.BolType,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.DepFlight !== undefined){
let data2 = data.DepFlight;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/DepFlight",schemaPath:"#/properties/DepFlight/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.DepFlight.type,parentSchema:schema32.properties.DepFlight,data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs6 = errors;
var valid0 = _errs5 === errors;
}
if(data.TraFlight !== undefined){
let data3 = data.TraFlight;
const _errs7 = errors;
if(typeof data3 !== "string"){
const err14 = {instancePath:instancePath+"/TraFlight",schemaPath:"#/properties/TraFlight/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.TraFlight.type,parentSchema:schema32.properties.TraFlight,data:data3};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs8 = errors;
var valid0 = _errs7 === errors;
}
if(data.ArrFlight !== undefined){
let data4 = data.ArrFlight;
const _errs9 = errors;
if(typeof data4 !== "string"){
const err15 = {instancePath:instancePath+"/ArrFlight",schemaPath:"#/properties/ArrFlight/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ArrFlight.type,parentSchema:schema32.properties.ArrFlight,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs10 = errors;
var valid0 = _errs9 === errors;
}
if(data.Origin !== undefined){
let data5 = data.Origin;
const _errs11 = errors;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/Origin",schemaPath:"#/properties/Origin/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Origin.type,parentSchema:schema32.properties.Origin,data:data5};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs12 = errors;
var valid0 = _errs11 === errors;
}
if(data.Destination !== undefined){
let data6 = data.Destination;
const _errs13 = errors;
if(typeof data6 !== "string"){
const err17 = {instancePath:instancePath+"/Destination",schemaPath:"#/properties/Destination/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Destination.type,parentSchema:schema32.properties.Destination,data:data6};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs14 = errors;
var valid0 = _errs13 === errors;
}
if(data.ETD !== undefined){
let data7 = data.ETD;
const _errs15 = errors;
if(typeof data7 !== "string"){
const err18 = {instancePath:instancePath+"/ETD",schemaPath:"#/properties/ETD/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ETD.type,parentSchema:schema32.properties.ETD,data:data7};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs16 = errors;
var valid0 = _errs15 === errors;
}
if(data.ETA !== undefined){
let data8 = data.ETA;
const _errs17 = errors;
if(typeof data8 !== "string"){
const err19 = {instancePath:instancePath+"/ETA",schemaPath:"#/properties/ETA/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ETA.type,parentSchema:schema32.properties.ETA,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs18 = errors;
var valid0 = _errs17 === errors;
}
if(data.Weight !== undefined){
let data9 = data.Weight;
const _errs19 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.Weight.type,parentSchema:schema32.properties.Weight,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs20 = errors;
var valid0 = _errs19 === errors;
}
if(data.BolFile !== undefined){
let data10 = data.BolFile;
const _errs21 = errors;
if(typeof data10 !== "string"){
const err21 = {instancePath:instancePath+"/BolFile",schemaPath:"#/properties/BolFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BolFile.type,parentSchema:schema32.properties.BolFile,data:data10};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs22 = errors;
var valid0 = _errs21 === errors;
}
if(data.BolFilePush !== undefined){
let data11 = data.BolFilePush;
const _errs23 = errors;
if(typeof data11 !== "string"){
const err22 = {instancePath:instancePath+"/BolFilePush",schemaPath:"#/properties/BolFilePush/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BolFilePush.type,parentSchema:schema32.properties.BolFilePush,data:data11};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs24 = errors;
var valid0 = _errs23 === errors;
}
if(data.FileType !== undefined){
let data12 = data.FileType;
const _errs25 = errors;
if(typeof data12 !== "string"){
const err23 = {instancePath:instancePath+"/FileType",schemaPath:"#/properties/FileType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.FileType.type,parentSchema:schema32.properties.FileType,data:data12};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs26 = errors;
var valid0 = _errs25 === errors;
}
if(data.BoxInfos !== undefined){
let data13 = data.BoxInfos;
const _errs27 = errors;
const _errs28 = errors;
if(Array.isArray(data13)){
let valid2 = true;
const len0 = data13.length;
for(let i0=0; i0<len0; i0++){
let data14 = data13[i0];
const _errs29 = errors;
if(!(validate23(data14, {instancePath:instancePath+"/BoxInfos/" + i0,parentData:data13,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs29 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err24 = {instancePath:instancePath+"/BoxInfos",schemaPath:"#/properties/BoxInfos/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.BoxInfos.type,parentSchema:schema32.properties.BoxInfos,data:data13};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid0 = _errs27 === errors;
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"BolNumber":true,"BolType":true,"DepFlight":true,"TraFlight":true,"ArrFlight":true,"Origin":true,"Destination":true,"ETD":true,"ETA":true,"Weight":true,"BolFile":true,"BolFilePush":true,"FileType":true,"BoxInfos":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
