"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getReturnInboundQualityResult: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/parameters/RMAId/schema"] = validate1;
const schema1 = runtime.schema("root", "/components/parameters/RMAId/schema");

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
if(typeof data !== "string"){
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/ReturnInboundQualityResult"] = validate2;
const schema2 = runtime.schema("root", "/components/schemas/ReturnInboundQualityResult");
const schema4 = runtime.schema("component", "/components/schemas/ReturnInboundStatus");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
const schema5 = runtime.schema("component", "/components/schemas/SkuQualityResult");
const schema6 = runtime.schema("component", "/components/schemas/QualityExceptionType");
const schema7 = runtime.schema("component", "/components/schemas/QualityImage");

function validate4(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate4.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ItemId !== undefined){
let data0 = data.ItemId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate4.errors = [{instancePath:instancePath+"/ItemId",schemaPath:"#/properties/ItemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.StorageNo !== undefined){
const _errs3 = errors;
if(typeof data.StorageNo !== "string"){
validate4.errors = [{instancePath:instancePath+"/StorageNo",schemaPath:"#/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.QualityCheck !== undefined){
const _errs5 = errors;
if(typeof data.QualityCheck !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/QualityCheck",schemaPath:"#/properties/QualityCheck/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.QualityPassed !== undefined){
const _errs7 = errors;
if(typeof data.QualityPassed !== "boolean"){
validate4.errors = [{instancePath:instancePath+"/QualityPassed",schemaPath:"#/properties/QualityPassed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.QualityExceptionTypes !== undefined){
let data4 = data.QualityExceptionTypes;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate4.errors = [{instancePath:instancePath+"/QualityExceptionTypes/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/QualityExceptionType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/QualityExceptionTypes",schemaPath:"#/properties/QualityExceptionTypes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.QualityImages !== undefined){
let data6 = data.QualityImages;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data6)){
var valid3 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.ImageFromBase64 !== undefined){
const _errs19 = errors;
if(typeof data7.ImageFromBase64 !== "string"){
validate4.errors = [{instancePath:instancePath+"/QualityImages/" + i1+"/ImageFromBase64",schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/properties/ImageFromBase64/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs19 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data7.ImageType !== undefined){
const _errs21 = errors;
if(typeof data7.ImageType !== "string"){
validate4.errors = [{instancePath:instancePath+"/QualityImages/" + i1+"/ImageType",schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/properties/ImageType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs21 === errors;
}
else {
var valid5 = true;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/QualityImages/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs16 === errors;
if(!valid3){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/QualityImages",schemaPath:"#/properties/QualityImages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs14 === errors;
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"ItemId":true,"StorageNo":true,"QualityCheck":true,"QualityPassed":true,"QualityExceptionTypes":true,"QualityImages":true},"dynamicProps":false,"dynamicItems":false};


function validate2(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate2.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.RMAId !== undefined){
const _errs1 = errors;
if(typeof data.RMAId !== "string"){
validate2.errors = [{instancePath:instancePath+"/RMAId",schemaPath:"#/properties/RMAId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.QCFinishDateTimeUTC !== undefined){
let data1 = data.QCFinishDateTimeUTC;
const _errs3 = errors;
if(errors === _errs3){
if(errors === _errs3){
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
validate2.errors = [{instancePath:instancePath+"/QCFinishDateTimeUTC",schemaPath:"#/properties/QCFinishDateTimeUTC/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/QCFinishDateTimeUTC",schemaPath:"#/properties/QCFinishDateTimeUTC/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OnShelfDateTimeUTC !== undefined){
let data2 = data.OnShelfDateTimeUTC;
const _errs5 = errors;
if(errors === _errs5){
if(errors === _errs5){
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
validate2.errors = [{instancePath:instancePath+"/OnShelfDateTimeUTC",schemaPath:"#/properties/OnShelfDateTimeUTC/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate2.errors = [{instancePath:instancePath+"/OnShelfDateTimeUTC",schemaPath:"#/properties/OnShelfDateTimeUTC/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Status !== undefined){
const _errs7 = errors;
if(typeof data.Status !== "string"){
validate2.errors = [{instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/ReturnInboundStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SkuResults !== undefined){
let data4 = data.SkuResults;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs12 = errors;
if(!(validate4(data4[i0], {instancePath:instancePath+"/SkuResults/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/SkuResults",schemaPath:"#/properties/SkuResults/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":{"RMAId":true,"QCFinishDateTimeUTC":true,"OnShelfDateTimeUTC":true,"Status":true,"SkuResults":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/parameters/RMAId/schema"] = validate21;
const schema32 = runtime.schema("root", "/components/parameters/RMAId/schema");

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/ReturnInboundQualityResult"] = validate22;
const schema33 = runtime.schema("root", "/components/schemas/ReturnInboundQualityResult");
const schema35 = runtime.schema("component", "/components/schemas/ReturnInboundStatus");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
const schema36 = runtime.schema("component", "/components/schemas/SkuQualityResult");
const schema37 = runtime.schema("component", "/components/schemas/QualityExceptionType");
const schema38 = runtime.schema("component", "/components/schemas/QualityImage");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ItemId !== undefined){
let data0 = data.ItemId;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/ItemId",schemaPath:"#/properties/ItemId/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.ItemId.type,parentSchema:schema36.properties.ItemId,data:data0};
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
if(data.StorageNo !== undefined){
let data1 = data.StorageNo;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/StorageNo",schemaPath:"#/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.StorageNo.type,parentSchema:schema36.properties.StorageNo,data:data1};
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
if(data.QualityCheck !== undefined){
let data2 = data.QualityCheck;
const _errs5 = errors;
if(typeof data2 !== "boolean"){
const err2 = {instancePath:instancePath+"/QualityCheck",schemaPath:"#/properties/QualityCheck/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.QualityCheck.type,parentSchema:schema36.properties.QualityCheck,data:data2};
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
if(data.QualityPassed !== undefined){
let data3 = data.QualityPassed;
const _errs7 = errors;
if(typeof data3 !== "boolean"){
const err3 = {instancePath:instancePath+"/QualityPassed",schemaPath:"#/properties/QualityPassed/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.QualityPassed.type,parentSchema:schema36.properties.QualityPassed,data:data3};
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
if(data.QualityExceptionTypes !== undefined){
let data4 = data.QualityExceptionTypes;
const _errs9 = errors;
const _errs10 = errors;
if(Array.isArray(data4)){
let valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err4 = {instancePath:instancePath+"/QualityExceptionTypes/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/QualityExceptionType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs13 = errors;
var valid3 = _errs12 === errors;
var valid1 = _errs11 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err5 = {instancePath:instancePath+"/QualityExceptionTypes",schemaPath:"#/properties/QualityExceptionTypes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.QualityExceptionTypes.type,parentSchema:schema36.properties.QualityExceptionTypes,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs9 === errors;
}
if(data.QualityImages !== undefined){
let data6 = data.QualityImages;
const _errs14 = errors;
const _errs15 = errors;
if(Array.isArray(data6)){
let valid5 = true;
const len1 = data6.length;
for(let i1=0; i1<len1; i1++){
let data7 = data6[i1];
const _errs16 = errors;
const _errs17 = errors;
const _errs18 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.ImageFromBase64 !== undefined){
let data8 = data7.ImageFromBase64;
const _errs19 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/QualityImages/" + i1+"/ImageFromBase64",schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/properties/ImageFromBase64/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ImageFromBase64.type,parentSchema:schema38.properties.ImageFromBase64,data:data8};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs20 = errors;
var valid7 = _errs19 === errors;
}
if(data7.ImageType !== undefined){
let data9 = data7.ImageType;
const _errs21 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/QualityImages/" + i1+"/ImageType",schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/properties/ImageType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ImageType.type,parentSchema:schema38.properties.ImageType,data:data9};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs22 = errors;
var valid7 = _errs21 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/QualityImages/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/QualityImage/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data7};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid6 = _errs17 === errors;
var valid4 = _errs16 === errors;
if(!valid4){
valid5 = false;
}
}
}
else {
const err9 = {instancePath:instancePath+"/QualityImages",schemaPath:"#/properties/QualityImages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.QualityImages.type,parentSchema:schema36.properties.QualityImages,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs14 === errors;
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"ItemId":true,"StorageNo":true,"QualityCheck":true,"QualityPassed":true,"QualityExceptionTypes":true,"QualityImages":true},"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.RMAId !== undefined){
let data0 = data.RMAId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/RMAId",schemaPath:"#/properties/RMAId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.RMAId.type,parentSchema:schema33.properties.RMAId,data:data0};
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
if(data.QCFinishDateTimeUTC !== undefined){
let data1 = data.QCFinishDateTimeUTC;
const _errs3 = errors;
const _errs4 = errors;
if((typeof data1 == "number") && (isFinite(data1))){
}
if(typeof data1 === "string"){
if(!(formats0.validate(data1))){
const err1 = {instancePath:instancePath+"/QCFinishDateTimeUTC",schemaPath:"#/properties/QCFinishDateTimeUTC/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema33.properties.QCFinishDateTimeUTC,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/QCFinishDateTimeUTC",schemaPath:"#/properties/QCFinishDateTimeUTC/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.QCFinishDateTimeUTC.type,parentSchema:schema33.properties.QCFinishDateTimeUTC,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.OnShelfDateTimeUTC !== undefined){
let data2 = data.OnShelfDateTimeUTC;
const _errs5 = errors;
const _errs6 = errors;
if((typeof data2 == "number") && (isFinite(data2))){
}
if(typeof data2 === "string"){
if(!(formats0.validate(data2))){
const err3 = {instancePath:instancePath+"/OnShelfDateTimeUTC",schemaPath:"#/properties/OnShelfDateTimeUTC/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema33.properties.OnShelfDateTimeUTC,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/OnShelfDateTimeUTC",schemaPath:"#/properties/OnShelfDateTimeUTC/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.OnShelfDateTimeUTC.type,parentSchema:schema33.properties.OnShelfDateTimeUTC,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs5 === errors;
}
if(data.Status !== undefined){
let data3 = data.Status;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/ReturnInboundStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.type,parentSchema:schema35,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
var valid1 = _errs8 === errors;
var valid0 = _errs7 === errors;
}
if(data.SkuResults !== undefined){
let data4 = data.SkuResults;
const _errs10 = errors;
const _errs11 = errors;
if(Array.isArray(data4)){
let valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs12 = errors;
if(!(validate24(data5, {instancePath:instancePath+"/SkuResults/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid2 = _errs12 === errors;
if(!valid2){
valid3 = false;
}
}
}
else {
const err6 = {instancePath:instancePath+"/SkuResults",schemaPath:"#/properties/SkuResults/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.SkuResults.type,parentSchema:schema33.properties.SkuResults,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid0 = _errs10 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"RMAId":true,"QCFinishDateTimeUTC":true,"OnShelfDateTimeUTC":true,"Status":true,"SkuResults":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
