"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getInventoryAge: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/InventoryAgeRequest"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/InventoryAgeRequest");
const schema3 = runtime.schema("component", "/components/schemas/DateTimeText");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$", "u");

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
if((data.WarehouseId === undefined) && (missing0 = "WarehouseId")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.WarehouseId !== undefined){
let data0 = data.WarehouseId;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 30){
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Sku !== undefined){
const _errs3 = errors;
if(typeof data.Sku !== "string"){
validate1.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DateRangeCovered !== undefined){
let data2 = data.DateRangeCovered;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data2 === "string"){
if(!pattern0.test(data2)){
validate1.errors = [{instancePath:instancePath+"/DateRangeCovered",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/DateRangeCovered",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PageIndex !== undefined){
let data3 = data.PageIndex;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate1.errors = [{instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs8){
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
validate1.errors = [{instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data3 < 0 || isNaN(data3)){
validate1.errors = [{instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PageSize !== undefined){
let data4 = data.PageSize;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
validate1.errors = [{instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs10){
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
validate1.errors = [{instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"}];
return false;
}
else {
if(data4 < 0 || isNaN(data4)){
validate1.errors = [{instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
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
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"WarehouseId":true,"Sku":true,"DateRangeCovered":true,"PageIndex":true,"PageSize":true},"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/InventoryAge"] = validate3;
const schema4 = runtime.schema("root", "/components/schemas/InventoryAge");
const schema5 = runtime.schema("component", "/components/schemas/InventoryAgeItem");

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
if(data.PageIndex !== undefined){
let data0 = data.PageIndex;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
validate3.errors = [{instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PageSize !== undefined){
let data1 = data.PageSize;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
validate3.errors = [{instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TotalCount !== undefined){
let data2 = data.TotalCount;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
validate3.errors = [{instancePath:instancePath+"/TotalCount",schemaPath:"#/properties/TotalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TotalPage !== undefined){
let data3 = data.TotalPage;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/TotalPage",schemaPath:"#/properties/TotalPage/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DateRangeCovered !== undefined){
const _errs9 = errors;
if(typeof data.DateRangeCovered !== "string"){
validate3.errors = [{instancePath:instancePath+"/DateRangeCovered",schemaPath:"#/properties/DateRangeCovered/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseId !== undefined){
const _errs11 = errors;
if(typeof data.WarehouseId !== "string"){
validate3.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.InventoryAges !== undefined){
let data6 = data.InventoryAges;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.Sku !== undefined){
const _errs18 = errors;
if(typeof data7.Sku !== "string"){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.StorageNo !== undefined){
const _errs20 = errors;
if(typeof data7.StorageNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.TotalStockQty !== undefined){
let data10 = data7.TotalStockQty;
const _errs22 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/TotalStockQty",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/TotalStockQty/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To30Days !== undefined){
let data11 = data7.To30Days;
const _errs24 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To30Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To30Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To60Days !== undefined){
let data12 = data7.To60Days;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To60Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To60Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To90Days !== undefined){
let data13 = data7.To90Days;
const _errs28 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To90Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To90Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs28 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To120Days !== undefined){
let data14 = data7.To120Days;
const _errs30 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To120Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To120Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To150Days !== undefined){
let data15 = data7.To150Days;
const _errs32 = errors;
if(!((typeof data15 == "number") && (isFinite(data15)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To150Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To150Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To180Days !== undefined){
let data16 = data7.To180Days;
const _errs34 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To180Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To180Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs34 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To210Days !== undefined){
let data17 = data7.To210Days;
const _errs36 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To210Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To210Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs36 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To240Days !== undefined){
let data18 = data7.To240Days;
const _errs38 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To240Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To240Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs38 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To270Days !== undefined){
let data19 = data7.To270Days;
const _errs40 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To270Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To270Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs40 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To300Days !== undefined){
let data20 = data7.To300Days;
const _errs42 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To300Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To300Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs42 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.To330Days !== undefined){
let data21 = data7.To330Days;
const _errs44 = errors;
if(!((typeof data21 == "number") && (isFinite(data21)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/To330Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To330Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs44 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data7.MoreThan330Days !== undefined){
let data22 = data7.MoreThan330Days;
const _errs46 = errors;
if(!((typeof data22 == "number") && (isFinite(data22)))){
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0+"/MoreThan330Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/MoreThan330Days/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs46 === errors;
}
else {
var valid3 = true;
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
validate3.errors = [{instancePath:instancePath+"/InventoryAges/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/InventoryAges",schemaPath:"#/properties/InventoryAges/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
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
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"PageIndex":true,"PageSize":true,"TotalCount":true,"TotalPage":true,"DateRangeCovered":true,"WarehouseId":true,"InventoryAges":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/InventoryAgeRequest"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/InventoryAgeRequest");
const schema34 = runtime.schema("component", "/components/schemas/DateTimeText");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$", "u");

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
if(data.WarehouseId !== undefined){
let data0 = data.WarehouseId;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 30){
const err1 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema32.properties.WarehouseId,data:data0};
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
const err2 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.WarehouseId.type,parentSchema:schema32.properties.WarehouseId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.Sku !== undefined){
let data1 = data.Sku;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Sku.type,parentSchema:schema32.properties.Sku,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs4 = errors;
var valid0 = _errs3 === errors;
}
if(data.DateRangeCovered !== undefined){
let data2 = data.DateRangeCovered;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err4 = {instancePath:instancePath+"/DateRangeCovered",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$",parentSchema:schema34,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/DateRangeCovered",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.type,parentSchema:schema34,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid1 = _errs6 === errors;
var valid0 = _errs5 === errors;
}
if(data.PageIndex !== undefined){
let data3 = data.PageIndex;
const _errs8 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err6 = {instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.PageIndex.type,parentSchema:schema32.properties.PageIndex,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err7 = {instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema32.properties.PageIndex,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err8 = {instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.PageIndex,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var valid0 = _errs8 === errors;
}
if(data.PageSize !== undefined){
let data4 = data.PageSize;
const _errs10 = errors;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.PageSize.type,parentSchema:schema32.properties.PageSize,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs11 = errors;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 > 100 || isNaN(data4)){
const err10 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema32.properties.PageSize,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err11 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.PageSize,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
var valid0 = _errs10 === errors;
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"WarehouseId":true,"Sku":true,"DateRangeCovered":true,"PageIndex":true,"PageSize":true},"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/InventoryAge"] = validate23;
const schema35 = runtime.schema("root", "/components/schemas/InventoryAge");
const schema36 = runtime.schema("component", "/components/schemas/InventoryAgeItem");

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
if(data.PageIndex !== undefined){
let data0 = data.PageIndex;
const _errs1 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/PageIndex",schemaPath:"#/properties/PageIndex/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.PageIndex.type,parentSchema:schema35.properties.PageIndex,data:data0};
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
if(data.PageSize !== undefined){
let data1 = data.PageSize;
const _errs3 = errors;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/PageSize",schemaPath:"#/properties/PageSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.PageSize.type,parentSchema:schema35.properties.PageSize,data:data1};
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
if(data.TotalCount !== undefined){
let data2 = data.TotalCount;
const _errs5 = errors;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/TotalCount",schemaPath:"#/properties/TotalCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.TotalCount.type,parentSchema:schema35.properties.TotalCount,data:data2};
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
if(data.TotalPage !== undefined){
let data3 = data.TotalPage;
const _errs7 = errors;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/TotalPage",schemaPath:"#/properties/TotalPage/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.TotalPage.type,parentSchema:schema35.properties.TotalPage,data:data3};
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
if(data.DateRangeCovered !== undefined){
let data4 = data.DateRangeCovered;
const _errs9 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/DateRangeCovered",schemaPath:"#/properties/DateRangeCovered/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.DateRangeCovered.type,parentSchema:schema35.properties.DateRangeCovered,data:data4};
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
if(data.WarehouseId !== undefined){
let data5 = data.WarehouseId;
const _errs11 = errors;
if(typeof data5 !== "string"){
const err5 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.WarehouseId.type,parentSchema:schema35.properties.WarehouseId,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs12 = errors;
var valid0 = _errs11 === errors;
}
if(data.InventoryAges !== undefined){
let data6 = data.InventoryAges;
const _errs13 = errors;
const _errs14 = errors;
if(Array.isArray(data6)){
let valid2 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs15 = errors;
const _errs16 = errors;
const _errs17 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.Sku !== undefined){
let data8 = data7.Sku;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/InventoryAges/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Sku.type,parentSchema:schema36.properties.Sku,data:data8};
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
if(data7.StorageNo !== undefined){
let data9 = data7.StorageNo;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/InventoryAges/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.StorageNo.type,parentSchema:schema36.properties.StorageNo,data:data9};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs21 = errors;
var valid4 = _errs20 === errors;
}
if(data7.TotalStockQty !== undefined){
let data10 = data7.TotalStockQty;
const _errs22 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err8 = {instancePath:instancePath+"/InventoryAges/" + i0+"/TotalStockQty",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/TotalStockQty/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.TotalStockQty.type,parentSchema:schema36.properties.TotalStockQty,data:data10};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs23 = errors;
var valid4 = _errs22 === errors;
}
if(data7.To30Days !== undefined){
let data11 = data7.To30Days;
const _errs24 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err9 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To30Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To30Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To30Days.type,parentSchema:schema36.properties.To30Days,data:data11};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs25 = errors;
var valid4 = _errs24 === errors;
}
if(data7.To60Days !== undefined){
let data12 = data7.To60Days;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err10 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To60Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To60Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To60Days.type,parentSchema:schema36.properties.To60Days,data:data12};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs27 = errors;
var valid4 = _errs26 === errors;
}
if(data7.To90Days !== undefined){
let data13 = data7.To90Days;
const _errs28 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err11 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To90Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To90Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To90Days.type,parentSchema:schema36.properties.To90Days,data:data13};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs29 = errors;
var valid4 = _errs28 === errors;
}
if(data7.To120Days !== undefined){
let data14 = data7.To120Days;
const _errs30 = errors;
if(!((typeof data14 == "number") && (isFinite(data14)))){
const err12 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To120Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To120Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To120Days.type,parentSchema:schema36.properties.To120Days,data:data14};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs31 = errors;
var valid4 = _errs30 === errors;
}
if(data7.To150Days !== undefined){
let data15 = data7.To150Days;
const _errs32 = errors;
if(!((typeof data15 == "number") && (isFinite(data15)))){
const err13 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To150Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To150Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To150Days.type,parentSchema:schema36.properties.To150Days,data:data15};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs33 = errors;
var valid4 = _errs32 === errors;
}
if(data7.To180Days !== undefined){
let data16 = data7.To180Days;
const _errs34 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err14 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To180Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To180Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To180Days.type,parentSchema:schema36.properties.To180Days,data:data16};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs35 = errors;
var valid4 = _errs34 === errors;
}
if(data7.To210Days !== undefined){
let data17 = data7.To210Days;
const _errs36 = errors;
if(!((typeof data17 == "number") && (isFinite(data17)))){
const err15 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To210Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To210Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To210Days.type,parentSchema:schema36.properties.To210Days,data:data17};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs37 = errors;
var valid4 = _errs36 === errors;
}
if(data7.To240Days !== undefined){
let data18 = data7.To240Days;
const _errs38 = errors;
if(!((typeof data18 == "number") && (isFinite(data18)))){
const err16 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To240Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To240Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To240Days.type,parentSchema:schema36.properties.To240Days,data:data18};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs39 = errors;
var valid4 = _errs38 === errors;
}
if(data7.To270Days !== undefined){
let data19 = data7.To270Days;
const _errs40 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err17 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To270Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To270Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To270Days.type,parentSchema:schema36.properties.To270Days,data:data19};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs41 = errors;
var valid4 = _errs40 === errors;
}
if(data7.To300Days !== undefined){
let data20 = data7.To300Days;
const _errs42 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err18 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To300Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To300Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To300Days.type,parentSchema:schema36.properties.To300Days,data:data20};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs43 = errors;
var valid4 = _errs42 === errors;
}
if(data7.To330Days !== undefined){
let data21 = data7.To330Days;
const _errs44 = errors;
if(!((typeof data21 == "number") && (isFinite(data21)))){
const err19 = {instancePath:instancePath+"/InventoryAges/" + i0+"/To330Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/To330Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.To330Days.type,parentSchema:schema36.properties.To330Days,data:data21};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs45 = errors;
var valid4 = _errs44 === errors;
}
if(data7.MoreThan330Days !== undefined){
let data22 = data7.MoreThan330Days;
const _errs46 = errors;
if(!((typeof data22 == "number") && (isFinite(data22)))){
const err20 = {instancePath:instancePath+"/InventoryAges/" + i0+"/MoreThan330Days",schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/properties/MoreThan330Days/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.MoreThan330Days.type,parentSchema:schema36.properties.MoreThan330Days,data:data22};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs47 = errors;
var valid4 = _errs46 === errors;
}
}
else {
const err21 = {instancePath:instancePath+"/InventoryAges/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/InventoryAgeItem/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data:data7};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid3 = _errs16 === errors;
var valid1 = _errs15 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err22 = {instancePath:instancePath+"/InventoryAges",schemaPath:"#/properties/InventoryAges/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema35.properties.InventoryAges.type,parentSchema:schema35.properties.InventoryAges,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid0 = _errs13 === errors;
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"PageIndex":true,"PageSize":true,"TotalCount":true,"TotalPage":true,"DateRangeCovered":true,"WarehouseId":true,"InventoryAges":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
