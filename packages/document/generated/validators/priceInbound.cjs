"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of priceInbound: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/InboundPricingRequest"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/InboundPricingRequest");
const schema3 = runtime.schema("component", "/components/schemas/InboundPricingBox");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-zA-Z0-9\\-_]*$", "u");

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
if(((data.WarehouseId === undefined) && (missing0 = "WarehouseId")) || ((data.Boxes === undefined) && (missing0 = "Boxes"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.ServiceCode !== undefined){
let data0 = data.ServiceCode;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 30){
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
else {
if(!pattern0.test(data0)){
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseId !== undefined){
let data1 = data.WarehouseId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 10){
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LocationId !== undefined){
let data2 = data.LocationId;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func0(data2) > 30){
validate1.errors = [{instancePath:instancePath+"/LocationId",schemaPath:"#/properties/LocationId/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/LocationId",schemaPath:"#/properties/LocationId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Boxes !== undefined){
let data3 = data.Boxes;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Weight !== undefined){
let data5 = data4.Weight;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Length !== undefined){
let data6 = data4.Length;
const _errs14 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0+"/Length",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Width !== undefined){
let data7 = data4.Width;
const _errs16 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0+"/Width",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Height !== undefined){
let data8 = data4.Height;
const _errs18 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0+"/Height",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Quantity !== undefined){
let data9 = data4.Quantity;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Boxes/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Boxes",schemaPath:"#/properties/Boxes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IncludeUnsuccessful !== undefined){
const _errs22 = errors;
if(typeof data.IncludeUnsuccessful !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/IncludeUnsuccessful",schemaPath:"#/properties/IncludeUnsuccessful/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsCustomsClearance !== undefined){
const _errs24 = errors;
if(typeof data.IsCustomsClearance !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/IsCustomsClearance",schemaPath:"#/properties/IsCustomsClearance/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsBorrowTaxNo !== undefined){
const _errs26 = errors;
if(typeof data.IsBorrowTaxNo !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/IsBorrowTaxNo",schemaPath:"#/properties/IsBorrowTaxNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs26 === errors;
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
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"ServiceCode":true,"WarehouseId":true,"LocationId":true,"Boxes":true,"IncludeUnsuccessful":true,"IsCustomsClearance":true,"IsBorrowTaxNo":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1pricing~1inbound~1box/post/responses/2XX/content/application~1json/schema"] = validate3;
const schema4 = runtime.schema("root", "/paths/~1v1~1pricing~1inbound~1box/post/responses/2XX/content/application~1json/schema");
const schema5 = runtime.schema("component", "/components/schemas/PricingResult");
const schema8 = runtime.schema("component", "/components/schemas/ChargeAmount");
const schema6 = runtime.schema("component", "/components/schemas/PricedService");
const schema10 = runtime.schema("component", "/components/schemas/LogisticsTimes");
const schema7 = runtime.schema("component", "/components/schemas/ChargeInfo");
const schema9 = runtime.schema("component", "/components/schemas/ChargeDetail");

function validate6(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate6.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Summary !== undefined){
let data0 = data.Summary;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.Currency !== undefined){
const _errs6 = errors;
if(typeof data1.Currency !== "string"){
validate6.errors = [{instancePath:instancePath+"/Summary/" + i0+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Amount !== undefined){
let data3 = data1.Amount;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate6.errors = [{instancePath:instancePath+"/Summary/" + i0+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Summary/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Summary",schemaPath:"#/properties/Summary/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Detail !== undefined){
let data4 = data.Detail;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Currency !== undefined){
const _errs15 = errors;
if(typeof data5.Currency !== "string"){
validate6.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs15 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data5.Amount !== undefined){
let data7 = data5.Amount;
const _errs17 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate6.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid6 = _errs17 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data5.ChargeName !== undefined){
const _errs19 = errors;
if(typeof data5.ChargeName !== "string"){
validate6.errors = [{instancePath:instancePath+"/Detail/" + i1+"/ChargeName",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/ChargeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs19 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data5.Remark !== undefined){
const _errs21 = errors;
if(typeof data5.Remark !== "string"){
validate6.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Remark",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Detail/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate6.errors = [{instancePath:instancePath+"/Detail",schemaPath:"#/properties/Detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":{"Summary":true,"Detail":true},"dynamicProps":false,"dynamicItems":false};


function validate5(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate5.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ServiceCode !== undefined){
const _errs1 = errors;
if(typeof data.ServiceCode !== "string"){
validate5.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ServiceName !== undefined){
const _errs3 = errors;
if(typeof data.ServiceName !== "string"){
validate5.errors = [{instancePath:instancePath+"/ServiceName",schemaPath:"#/properties/ServiceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Message !== undefined){
const _errs5 = errors;
if(typeof data.Message !== "string"){
validate5.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Success !== undefined){
const _errs7 = errors;
if(typeof data.Success !== "boolean"){
validate5.errors = [{instancePath:instancePath+"/Success",schemaPath:"#/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ChargeInfo !== undefined){
const _errs9 = errors;
if(!(validate6(data.ChargeInfo, {instancePath:instancePath+"/ChargeInfo",parentData:data,parentDataProperty:"ChargeInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.LogisticsTimes !== undefined){
let data5 = data.LogisticsTimes;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Min !== undefined){
let data6 = data5.Min;
const _errs13 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate5.errors = [{instancePath:instancePath+"/LogisticsTimes/Min",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Min/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Max !== undefined){
let data7 = data5.Max;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate5.errors = [{instancePath:instancePath+"/LogisticsTimes/Max",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Max/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/LogisticsTimes",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
}
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":{"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
if(!(validate5(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.TotalCharge === undefined) && (missing0 = "TotalCharge")){
validate4.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TotalCharge !== undefined){
let data0 = data.TotalCharge;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Currency !== undefined){
const _errs6 = errors;
if(typeof data0.Currency !== "string"){
validate4.errors = [{instancePath:instancePath+"/TotalCharge/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data0.Amount !== undefined){
let data2 = data0.Amount;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate4.errors = [{instancePath:instancePath+"/TotalCharge/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/TotalCharge",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
}
}
}
else {
validate4.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"TotalCharge":true,"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate4(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/InboundPricingRequest"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/InboundPricingRequest");
const schema34 = runtime.schema("component", "/components/schemas/InboundPricingBox");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-zA-Z0-9\\-_]*$", "u");

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
if(data.WarehouseId === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "WarehouseId"},message:"must have required property '"+"WarehouseId"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Boxes === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Boxes"},message:"must have required property '"+"Boxes"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.ServiceCode !== undefined){
let data0 = data.ServiceCode;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 30){
const err2 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema32.properties.ServiceCode,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\"",schema:"^[a-zA-Z0-9\\-_]*$",parentSchema:schema32.properties.ServiceCode,data:data0};
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
const err4 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ServiceCode.type,parentSchema:schema32.properties.ServiceCode,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.WarehouseId !== undefined){
let data1 = data.WarehouseId;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 === "string"){
if(func1(data1) > 10){
const err5 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema32.properties.WarehouseId,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]*$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]*$"+"\"",schema:"^[a-zA-Z0-9\\-_]*$",parentSchema:schema32.properties.WarehouseId,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.WarehouseId.type,parentSchema:schema32.properties.WarehouseId,data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.LocationId !== undefined){
let data2 = data.LocationId;
const _errs5 = errors;
const _errs6 = errors;
if(typeof data2 === "string"){
if(func1(data2) > 30){
const err8 = {instancePath:instancePath+"/LocationId",schemaPath:"#/properties/LocationId/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema32.properties.LocationId,data:data2};
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
const err9 = {instancePath:instancePath+"/LocationId",schemaPath:"#/properties/LocationId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.LocationId.type,parentSchema:schema32.properties.LocationId,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs5 === errors;
}
if(data.Boxes !== undefined){
let data3 = data.Boxes;
const _errs7 = errors;
const _errs8 = errors;
if(Array.isArray(data3)){
let valid2 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
const _errs10 = errors;
const _errs11 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Weight !== undefined){
let data5 = data4.Weight;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/Boxes/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Weight.type,parentSchema:schema34.properties.Weight,data:data5};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs13 = errors;
var valid4 = _errs12 === errors;
}
if(data4.Length !== undefined){
let data6 = data4.Length;
const _errs14 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err11 = {instancePath:instancePath+"/Boxes/" + i0+"/Length",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Length.type,parentSchema:schema34.properties.Length,data:data6};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs15 = errors;
var valid4 = _errs14 === errors;
}
if(data4.Width !== undefined){
let data7 = data4.Width;
const _errs16 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err12 = {instancePath:instancePath+"/Boxes/" + i0+"/Width",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Width.type,parentSchema:schema34.properties.Width,data:data7};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs17 = errors;
var valid4 = _errs16 === errors;
}
if(data4.Height !== undefined){
let data8 = data4.Height;
const _errs18 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err13 = {instancePath:instancePath+"/Boxes/" + i0+"/Height",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Height.type,parentSchema:schema34.properties.Height,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs19 = errors;
var valid4 = _errs18 === errors;
}
if(data4.Quantity !== undefined){
let data9 = data4.Quantity;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err14 = {instancePath:instancePath+"/Boxes/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Quantity.type,parentSchema:schema34.properties.Quantity,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs21 = errors;
var valid4 = _errs20 === errors;
}
}
else {
const err15 = {instancePath:instancePath+"/Boxes/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/InboundPricingBox/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data:data4};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid3 = _errs10 === errors;
var valid1 = _errs9 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err16 = {instancePath:instancePath+"/Boxes",schemaPath:"#/properties/Boxes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.Boxes.type,parentSchema:schema32.properties.Boxes,data:data3};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var valid0 = _errs7 === errors;
}
if(data.IncludeUnsuccessful !== undefined){
let data10 = data.IncludeUnsuccessful;
const _errs22 = errors;
if(typeof data10 !== "boolean"){
const err17 = {instancePath:instancePath+"/IncludeUnsuccessful",schemaPath:"#/properties/IncludeUnsuccessful/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.IncludeUnsuccessful.type,parentSchema:schema32.properties.IncludeUnsuccessful,data:data10};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs23 = errors;
var valid0 = _errs22 === errors;
}
if(data.IsCustomsClearance !== undefined){
let data11 = data.IsCustomsClearance;
const _errs24 = errors;
if(typeof data11 !== "boolean"){
const err18 = {instancePath:instancePath+"/IsCustomsClearance",schemaPath:"#/properties/IsCustomsClearance/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.IsCustomsClearance.type,parentSchema:schema32.properties.IsCustomsClearance,data:data11};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs25 = errors;
var valid0 = _errs24 === errors;
}
if(data.IsBorrowTaxNo !== undefined){
let data12 = data.IsBorrowTaxNo;
const _errs26 = errors;
if(typeof data12 !== "boolean"){
const err19 = {instancePath:instancePath+"/IsBorrowTaxNo",schemaPath:"#/properties/IsBorrowTaxNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.IsBorrowTaxNo.type,parentSchema:schema32.properties.IsBorrowTaxNo,data:data12};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs27 = errors;
var valid0 = _errs26 === errors;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"ServiceCode":true,"WarehouseId":true,"LocationId":true,"Boxes":true,"IncludeUnsuccessful":true,"IsCustomsClearance":true,"IsBorrowTaxNo":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1pricing~1inbound~1box/post/responses/2XX/content/application~1json/schema"] = validate23;
const schema35 = runtime.schema("root", "/paths/~1v1~1pricing~1inbound~1box/post/responses/2XX/content/application~1json/schema");
const schema36 = runtime.schema("component", "/components/schemas/PricingResult");
const schema39 = runtime.schema("component", "/components/schemas/ChargeAmount");
const schema37 = runtime.schema("component", "/components/schemas/PricedService");
const schema41 = runtime.schema("component", "/components/schemas/LogisticsTimes");
const schema38 = runtime.schema("component", "/components/schemas/ChargeInfo");
const schema40 = runtime.schema("component", "/components/schemas/ChargeDetail");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Summary !== undefined){
let data0 = data.Summary;
const _errs1 = errors;
const _errs2 = errors;
if(Array.isArray(data0)){
let valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.Currency !== undefined){
let data2 = data1.Currency;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err0 = {instancePath:instancePath+"/Summary/" + i0+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Currency.type,parentSchema:schema39.properties.Currency,data:data2};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs7 = errors;
var valid4 = _errs6 === errors;
}
if(data1.Amount !== undefined){
let data3 = data1.Amount;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err1 = {instancePath:instancePath+"/Summary/" + i0+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Amount.type,parentSchema:schema39.properties.Amount,data:data3};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs9 = errors;
var valid4 = _errs8 === errors;
}
}
else {
const err2 = {instancePath:instancePath+"/Summary/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid3 = _errs4 === errors;
var valid1 = _errs3 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err3 = {instancePath:instancePath+"/Summary",schemaPath:"#/properties/Summary/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.Summary.type,parentSchema:schema38.properties.Summary,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.Detail !== undefined){
let data4 = data.Detail;
const _errs10 = errors;
const _errs11 = errors;
if(Array.isArray(data4)){
let valid6 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs12 = errors;
const _errs13 = errors;
const _errs14 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Currency !== undefined){
let data6 = data5.Currency;
const _errs15 = errors;
if(typeof data6 !== "string"){
const err4 = {instancePath:instancePath+"/Detail/" + i1+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Currency.type,parentSchema:schema40.properties.Currency,data:data6};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs16 = errors;
var valid8 = _errs15 === errors;
}
if(data5.Amount !== undefined){
let data7 = data5.Amount;
const _errs17 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err5 = {instancePath:instancePath+"/Detail/" + i1+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.Amount.type,parentSchema:schema40.properties.Amount,data:data7};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs18 = errors;
var valid8 = _errs17 === errors;
}
if(data5.ChargeName !== undefined){
let data8 = data5.ChargeName;
const _errs19 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/Detail/" + i1+"/ChargeName",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/ChargeName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.ChargeName.type,parentSchema:schema40.properties.ChargeName,data:data8};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs20 = errors;
var valid8 = _errs19 === errors;
}
if(data5.Remark !== undefined){
let data9 = data5.Remark;
const _errs21 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/Detail/" + i1+"/Remark",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Remark.type,parentSchema:schema40.properties.Remark,data:data9};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs22 = errors;
var valid8 = _errs21 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/Detail/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid7 = _errs13 === errors;
var valid5 = _errs12 === errors;
if(!valid5){
valid6 = false;
}
}
}
else {
const err9 = {instancePath:instancePath+"/Detail",schemaPath:"#/properties/Detail/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema38.properties.Detail.type,parentSchema:schema38.properties.Detail,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs10 === errors;
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"Summary":true,"Detail":true},"dynamicProps":false,"dynamicItems":false};


function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ServiceCode !== undefined){
let data0 = data.ServiceCode;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ServiceCode.type,parentSchema:schema37.properties.ServiceCode,data:data0};
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
if(data.ServiceName !== undefined){
let data1 = data.ServiceName;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/ServiceName",schemaPath:"#/properties/ServiceName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ServiceName.type,parentSchema:schema37.properties.ServiceName,data:data1};
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
if(data.Message !== undefined){
let data2 = data.Message;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Message.type,parentSchema:schema37.properties.Message,data:data2};
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
if(data.Success !== undefined){
let data3 = data.Success;
const _errs7 = errors;
if(typeof data3 !== "boolean"){
const err3 = {instancePath:instancePath+"/Success",schemaPath:"#/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.Success.type,parentSchema:schema37.properties.Success,data:data3};
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
if(data.ChargeInfo !== undefined){
let data4 = data.ChargeInfo;
const _errs9 = errors;
if(!(validate26(data4, {instancePath:instancePath+"/ChargeInfo",parentData:data,parentDataProperty:"ChargeInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs9 === errors;
}
if(data.LogisticsTimes !== undefined){
let data5 = data.LogisticsTimes;
const _errs10 = errors;
const _errs11 = errors;
const _errs12 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Min !== undefined){
let data6 = data5.Min;
const _errs13 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err4 = {instancePath:instancePath+"/LogisticsTimes/Min",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.Min.type,parentSchema:schema41.properties.Min,data:data6};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs14 = errors;
var valid2 = _errs13 === errors;
}
if(data5.Max !== undefined){
let data7 = data5.Max;
const _errs15 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err5 = {instancePath:instancePath+"/LogisticsTimes/Max",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.Max.type,parentSchema:schema41.properties.Max,data:data7};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs16 = errors;
var valid2 = _errs15 === errors;
}
}
else {
const err6 = {instancePath:instancePath+"/LogisticsTimes",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid1 = _errs11 === errors;
var valid0 = _errs10 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs0 === errors;
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TotalCharge === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "TotalCharge"},message:"must have required property '"+"TotalCharge"+"'",schema:schema36.allOf[1].required,parentSchema:schema36.allOf[1],data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TotalCharge !== undefined){
let data0 = data.TotalCharge;
const _errs3 = errors;
const _errs4 = errors;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Currency !== undefined){
let data1 = data0.Currency;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/TotalCharge/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Currency.type,parentSchema:schema39.properties.Currency,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs7 = errors;
var valid3 = _errs6 === errors;
}
if(data0.Amount !== undefined){
let data2 = data0.Amount;
const _errs8 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/TotalCharge/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Amount.type,parentSchema:schema39.properties.Amount,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs9 = errors;
var valid3 = _errs8 === errors;
}
}
else {
const err3 = {instancePath:instancePath+"/TotalCharge",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid2 = _errs4 === errors;
var valid1 = _errs3 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.allOf[1].type,parentSchema:schema36.allOf[1],data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs1 === errors;
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"TotalCharge":true,"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate24(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
