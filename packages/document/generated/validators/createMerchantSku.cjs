"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of createMerchantSku: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/MerchantSku"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/MerchantSku");
const schema3 = runtime.schema("component", "/components/schemas/ProductFlag");
const schema4 = runtime.schema("component", "/components/schemas/ProductAttribute");
const schema5 = runtime.schema("component", "/components/schemas/VirtualInventory");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const func4 = runtime.decimalViolation;
const pattern0 = new RegExp("^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$", "u");
const pattern1 = new RegExp("^(?:\\d{6,50})?$", "u");
const pattern2 = new RegExp("(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$", "u");

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
if(((((((((((data.Sku === undefined) && (missing0 = "Sku")) || ((data.ProductDescription === undefined) && (missing0 = "ProductDescription"))) || ((data.Weight === undefined) && (missing0 = "Weight"))) || ((data.Length === undefined) && (missing0 = "Length"))) || ((data.Width === undefined) && (missing0 = "Width"))) || ((data.Height === undefined) && (missing0 = "Height"))) || ((data.DeclareName === undefined) && (missing0 = "DeclareName"))) || ((data.DeclareValue === undefined) && (missing0 = "DeclareValue"))) || ((data.ProductFlag === undefined) && (missing0 = "ProductFlag"))) || ((data.ProductAttribute === undefined) && (missing0 = "ProductAttribute"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Sku !== undefined){
let data0 = data.Sku;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 100){
validate1.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CustomStorageNo !== undefined){
let data1 = data.CustomStorageNo;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func0(data1) > 25){
validate1.errors = [{instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters"}];
return false;
}
else {
if(func0(data1) < 5){
validate1.errors = [{instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters"}];
return false;
}
else {
if(!pattern0.test(data1)){
validate1.errors = [{instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/pattern",keyword:"pattern",params:{pattern: "^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$"},message:"must match pattern \""+"^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$"+"\""}];
return false;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsRecordSN !== undefined){
const _errs5 = errors;
if(typeof data.IsRecordSN !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/IsRecordSN",schemaPath:"#/properties/IsRecordSN/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HsCode !== undefined){
let data3 = data.HsCode;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
validate1.errors = [{instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/pattern",keyword:"pattern",params:{pattern: "^(?:\\d{6,50})?$"},message:"must match pattern \""+"^(?:\\d{6,50})?$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductDescription !== undefined){
let data4 = data.ProductDescription;
const _errs9 = errors;
if(errors === _errs9){
if(typeof data4 === "string"){
if(func0(data4) > 2000){
validate1.errors = [{instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data5 = data.Weight;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
validate1.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs11){
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data5 < 1 || isNaN(data5)){
validate1.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Length !== undefined){
let data6 = data.Length;
const _errs13 = errors;
if(errors === _errs13){
if((typeof data6 == "number") && (isFinite(data6))){
const problem0 = func4(data6, schema1.properties.Length["x-decimal"]);
if(problem0 !== undefined){
validate1.errors = [{instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/x-decimal",keyword:"x-decimal",params:schema1.properties.Length["x-decimal"],message:problem0}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Width !== undefined){
let data7 = data.Width;
const _errs15 = errors;
if(errors === _errs15){
if((typeof data7 == "number") && (isFinite(data7))){
const problem1 = func4(data7, schema1.properties.Width["x-decimal"]);
if(problem1 !== undefined){
validate1.errors = [{instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/x-decimal",keyword:"x-decimal",params:schema1.properties.Width["x-decimal"],message:problem1}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Height !== undefined){
let data8 = data.Height;
const _errs17 = errors;
if(errors === _errs17){
if((typeof data8 == "number") && (isFinite(data8))){
const problem2 = func4(data8, schema1.properties.Height["x-decimal"]);
if(problem2 !== undefined){
validate1.errors = [{instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/x-decimal",keyword:"x-decimal",params:schema1.properties.Height["x-decimal"],message:problem2}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareName !== undefined){
let data9 = data.DeclareName;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data9 === "string"){
if(func0(data9) > 100){
validate1.errors = [{instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
else {
if(!pattern2.test(data9)){
validate1.errors = [{instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/pattern",keyword:"pattern",params:{pattern: "(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$"},message:"must match pattern \""+"(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareNameCn !== undefined){
let data10 = data.DeclareNameCn;
const _errs21 = errors;
if(errors === _errs21){
if(typeof data10 === "string"){
if(func0(data10) > 100){
validate1.errors = [{instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareValue !== undefined){
let data11 = data.DeclareValue;
const _errs23 = errors;
if(errors === _errs23){
if((typeof data11 == "number") && (isFinite(data11))){
const problem3 = func4(data11, schema1.properties.DeclareValue["x-decimal"]);
if(problem3 !== undefined){
validate1.errors = [{instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/x-decimal",keyword:"x-decimal",params:schema1.properties.DeclareValue["x-decimal"],message:problem3}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RealDeclareValue !== undefined){
let data12 = data.RealDeclareValue;
const _errs25 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate1.errors = [{instancePath:instancePath+"/RealDeclareValue",schemaPath:"#/properties/RealDeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Condition !== undefined){
const _errs27 = errors;
if(typeof data.Condition !== "string"){
validate1.errors = [{instancePath:instancePath+"/Condition",schemaPath:"#/properties/Condition/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductFlag !== undefined){
const _errs29 = errors;
if(typeof data.ProductFlag !== "string"){
validate1.errors = [{instancePath:instancePath+"/ProductFlag",schemaPath:"urn:fulfillment-api:components#/$defs/ProductFlag/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductAttribute !== undefined){
const _errs32 = errors;
if(typeof data.ProductAttribute !== "string"){
validate1.errors = [{instancePath:instancePath+"/ProductAttribute",schemaPath:"urn:fulfillment-api:components#/$defs/ProductAttribute/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CargoCharacteristic !== undefined){
let data16 = data.CargoCharacteristic;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(func0(data16) > 20){
validate1.errors = [{instancePath:instancePath+"/CargoCharacteristic",schemaPath:"#/properties/CargoCharacteristic/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/CargoCharacteristic",schemaPath:"#/properties/CargoCharacteristic/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryType !== undefined){
let data17 = data.BatteryType;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data17 === "string"){
if(func0(data17) > 50){
validate1.errors = [{instancePath:instancePath+"/BatteryType",schemaPath:"#/properties/BatteryType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BatteryType",schemaPath:"#/properties/BatteryType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryPackaging !== undefined){
let data18 = data.BatteryPackaging;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data18 === "string"){
if(func0(data18) > 20){
validate1.errors = [{instancePath:instancePath+"/BatteryPackaging",schemaPath:"#/properties/BatteryPackaging/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BatteryPackaging",schemaPath:"#/properties/BatteryPackaging/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryEnergyWh !== undefined){
let data19 = data.BatteryEnergyWh;
const _errs41 = errors;
if(errors === _errs41){
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 999999 || isNaN(data19)){
validate1.errors = [{instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999"}];
return false;
}
else {
if(data19 < 0 || isNaN(data19)){
validate1.errors = [{instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryWeightKg !== undefined){
let data20 = data.BatteryWeightKg;
const _errs43 = errors;
if(errors === _errs43){
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 9999 || isNaN(data20)){
validate1.errors = [{instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"}];
return false;
}
else {
if(data20 < 0 || isNaN(data20)){
validate1.errors = [{instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryPackOrCell !== undefined){
let data21 = data.BatteryPackOrCell;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(func0(data21) > 50){
validate1.errors = [{instancePath:instancePath+"/BatteryPackOrCell",schemaPath:"#/properties/BatteryPackOrCell/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/BatteryPackOrCell",schemaPath:"#/properties/BatteryPackOrCell/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.BatteryQuantity !== undefined){
let data22 = data.BatteryQuantity;
const _errs47 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
validate1.errors = [{instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs47){
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 9999 || isNaN(data22)){
validate1.errors = [{instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999"}];
return false;
}
else {
if(data22 < 0 || isNaN(data22)){
validate1.errors = [{instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductModel !== undefined){
let data23 = data.ProductModel;
const _errs49 = errors;
if(errors === _errs49){
if(typeof data23 === "string"){
if(func0(data23) > 150){
validate1.errors = [{instancePath:instancePath+"/ProductModel",schemaPath:"#/properties/ProductModel/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProductModel",schemaPath:"#/properties/ProductModel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs49 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductAmountWarn !== undefined){
let data24 = data.ProductAmountWarn;
const _errs51 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
validate1.errors = [{instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs51){
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 2147483647 || isNaN(data24)){
validate1.errors = [{instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"}];
return false;
}
else {
if(data24 < 0 || isNaN(data24)){
validate1.errors = [{instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
}
var valid0 = _errs51 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductCategory !== undefined){
let data25 = data.ProductCategory;
const _errs53 = errors;
if(errors === _errs53){
if(typeof data25 === "string"){
if(func0(data25) > 50){
validate1.errors = [{instancePath:instancePath+"/ProductCategory",schemaPath:"#/properties/ProductCategory/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProductCategory",schemaPath:"#/properties/ProductCategory/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Brand !== undefined){
const _errs55 = errors;
if(typeof data.Brand !== "string"){
validate1.errors = [{instancePath:instancePath+"/Brand",schemaPath:"#/properties/Brand/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Material !== undefined){
let data27 = data.Material;
const _errs57 = errors;
if(errors === _errs57){
if(typeof data27 === "string"){
if(func0(data27) > 150){
validate1.errors = [{instancePath:instancePath+"/Material",schemaPath:"#/properties/Material/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Material",schemaPath:"#/properties/Material/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs57 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.MaterialCN !== undefined){
let data28 = data.MaterialCN;
const _errs59 = errors;
if(errors === _errs59){
if(typeof data28 === "string"){
if(func0(data28) > 150){
validate1.errors = [{instancePath:instancePath+"/MaterialCN",schemaPath:"#/properties/MaterialCN/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/MaterialCN",schemaPath:"#/properties/MaterialCN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportHsCode !== undefined){
let data29 = data.ImportHsCode;
const _errs61 = errors;
if(errors === _errs61){
if(typeof data29 === "string"){
if(!pattern1.test(data29)){
validate1.errors = [{instancePath:instancePath+"/ImportHsCode",schemaPath:"#/properties/ImportHsCode/pattern",keyword:"pattern",params:{pattern: "^(?:\\d{6,50})?$"},message:"must match pattern \""+"^(?:\\d{6,50})?$"+"\""}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ImportHsCode",schemaPath:"#/properties/ImportHsCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs61 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductRemark !== undefined){
let data30 = data.ProductRemark;
const _errs63 = errors;
if(errors === _errs63){
if(typeof data30 === "string"){
if(func0(data30) > 255){
validate1.errors = [{instancePath:instancePath+"/ProductRemark",schemaPath:"#/properties/ProductRemark/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProductRemark",schemaPath:"#/properties/ProductRemark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductImage !== undefined){
const _errs65 = errors;
if(typeof data.ProductImage !== "string"){
validate1.errors = [{instancePath:instancePath+"/ProductImage",schemaPath:"#/properties/ProductImage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Suffix !== undefined){
const _errs67 = errors;
if(typeof data.Suffix !== "string"){
validate1.errors = [{instancePath:instancePath+"/Suffix",schemaPath:"#/properties/Suffix/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductSize !== undefined){
const _errs69 = errors;
if(typeof data.ProductSize !== "string"){
validate1.errors = [{instancePath:instancePath+"/ProductSize",schemaPath:"#/properties/ProductSize/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProducerSellerName !== undefined){
let data34 = data.ProducerSellerName;
const _errs71 = errors;
if(errors === _errs71){
if(typeof data34 === "string"){
if(func0(data34) > 50){
validate1.errors = [{instancePath:instancePath+"/ProducerSellerName",schemaPath:"#/properties/ProducerSellerName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProducerSellerName",schemaPath:"#/properties/ProducerSellerName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProducerSellerCreditCode !== undefined){
let data35 = data.ProducerSellerCreditCode;
const _errs73 = errors;
if(errors === _errs73){
if(typeof data35 === "string"){
if(func0(data35) > 18){
validate1.errors = [{instancePath:instancePath+"/ProducerSellerCreditCode",schemaPath:"#/properties/ProducerSellerCreditCode/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ProducerSellerCreditCode",schemaPath:"#/properties/ProducerSellerCreditCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VirtualInventorys !== undefined){
let data36 = data.VirtualInventorys;
const _errs75 = errors;
if(errors === _errs75){
if(Array.isArray(data36)){
var valid3 = true;
const len0 = data36.length;
for(let i0=0; i0<len0; i0++){
let data37 = data36[i0];
const _errs77 = errors;
const _errs78 = errors;
if(errors === _errs78){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.WarehouseCode !== undefined){
if(typeof data37.WarehouseCode !== "string"){
validate1.errors = [{instancePath:instancePath+"/VirtualInventorys/" + i0+"/WarehouseCode",schemaPath:"urn:fulfillment-api:components#/$defs/VirtualInventory/properties/WarehouseCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/VirtualInventorys/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/VirtualInventory/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs77 === errors;
if(!valid3){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/VirtualInventorys",schemaPath:"#/properties/VirtualInventorys/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs75 === errors;
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
validate1.evaluated = {"props":{"Sku":true,"CustomStorageNo":true,"IsRecordSN":true,"HsCode":true,"ProductDescription":true,"Weight":true,"Length":true,"Width":true,"Height":true,"DeclareName":true,"DeclareNameCn":true,"DeclareValue":true,"RealDeclareValue":true,"Condition":true,"ProductFlag":true,"ProductAttribute":true,"CargoCharacteristic":true,"BatteryType":true,"BatteryPackaging":true,"BatteryEnergyWh":true,"BatteryWeightKg":true,"BatteryPackOrCell":true,"BatteryQuantity":true,"ProductModel":true,"ProductAmountWarn":true,"ProductCategory":true,"Brand":true,"Material":true,"MaterialCN":true,"ImportHsCode":true,"ProductRemark":true,"ProductImage":true,"Suffix":true,"ProductSize":true,"ProducerSellerName":true,"ProducerSellerCreditCode":true,"VirtualInventorys":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/MerchantSku"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/MerchantSku");
const schema34 = runtime.schema("component", "/components/schemas/ProductFlag");
const schema35 = runtime.schema("component", "/components/schemas/ProductAttribute");
const schema36 = runtime.schema("component", "/components/schemas/VirtualInventory");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const func5 = runtime.decimalViolation;
const pattern4 = new RegExp("^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$", "u");
const pattern5 = new RegExp("^(?:\\d{6,50})?$", "u");
const pattern6 = new RegExp("(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$", "u");

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
if(data.Sku === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Sku"},message:"must have required property '"+"Sku"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ProductDescription === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ProductDescription"},message:"must have required property '"+"ProductDescription"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.Weight === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Weight"},message:"must have required property '"+"Weight"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Length === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Length"},message:"must have required property '"+"Length"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.Width === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Width"},message:"must have required property '"+"Width"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.Height === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Height"},message:"must have required property '"+"Height"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.DeclareName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeclareName"},message:"must have required property '"+"DeclareName"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.DeclareValue === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeclareValue"},message:"must have required property '"+"DeclareValue"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.ProductFlag === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ProductFlag"},message:"must have required property '"+"ProductFlag"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.ProductAttribute === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ProductAttribute"},message:"must have required property '"+"ProductAttribute"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.Sku !== undefined){
let data0 = data.Sku;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 100){
const err10 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.Sku,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Sku.type,parentSchema:schema32.properties.Sku,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.CustomStorageNo !== undefined){
let data1 = data.CustomStorageNo;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data1 === "string"){
if(func1(data1) > 25){
const err12 = {instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/maxLength",keyword:"maxLength",params:{limit: 25},message:"must NOT have more than 25 characters",schema:25,parentSchema:schema32.properties.CustomStorageNo,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func1(data1) < 5){
const err13 = {instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/minLength",keyword:"minLength",params:{limit: 5},message:"must NOT have fewer than 5 characters",schema:5,parentSchema:schema32.properties.CustomStorageNo,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern4.test(data1)){
const err14 = {instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/pattern",keyword:"pattern",params:{pattern: "^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$"},message:"must match pattern \""+"^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$"+"\"",schema:"^(?=.{5,25}$)(?! )[A-Za-z0-9_\\- *#.&+()/\\\\]+(?<! )$",parentSchema:schema32.properties.CustomStorageNo,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/CustomStorageNo",schemaPath:"#/properties/CustomStorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.CustomStorageNo.type,parentSchema:schema32.properties.CustomStorageNo,data:data1};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.IsRecordSN !== undefined){
let data2 = data.IsRecordSN;
const _errs5 = errors;
if(typeof data2 !== "boolean"){
const err16 = {instancePath:instancePath+"/IsRecordSN",schemaPath:"#/properties/IsRecordSN/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.IsRecordSN.type,parentSchema:schema32.properties.IsRecordSN,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs6 = errors;
var valid0 = _errs5 === errors;
}
if(data.HsCode !== undefined){
let data3 = data.HsCode;
const _errs7 = errors;
const _errs8 = errors;
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err17 = {instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/pattern",keyword:"pattern",params:{pattern: "^(?:\\d{6,50})?$"},message:"must match pattern \""+"^(?:\\d{6,50})?$"+"\"",schema:"^(?:\\d{6,50})?$",parentSchema:schema32.properties.HsCode,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.HsCode.type,parentSchema:schema32.properties.HsCode,data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid0 = _errs7 === errors;
}
if(data.ProductDescription !== undefined){
let data4 = data.ProductDescription;
const _errs9 = errors;
const _errs10 = errors;
if(typeof data4 === "string"){
if(func1(data4) > 2000){
const err19 = {instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters",schema:2000,parentSchema:schema32.properties.ProductDescription,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductDescription.type,parentSchema:schema32.properties.ProductDescription,data:data4};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid0 = _errs9 === errors;
}
if(data.Weight !== undefined){
let data5 = data.Weight;
const _errs11 = errors;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err21 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.Weight.type,parentSchema:schema32.properties.Weight,data:data5};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs12 = errors;
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 > 2147483647 || isNaN(data5)){
const err22 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema32.properties.Weight,data:data5};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data5 < 1 || isNaN(data5)){
const err23 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema32.properties.Weight,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
var valid0 = _errs11 === errors;
}
if(data.Length !== undefined){
let data6 = data.Length;
const _errs13 = errors;
const _errs14 = errors;
if((typeof data6 == "number") && (isFinite(data6))){
const problem0 = func5(data6, schema32.properties.Length["x-decimal"]);
if(problem0 !== undefined){
const err24 = {instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/x-decimal",keyword:"x-decimal",params:schema32.properties.Length["x-decimal"],message:problem0,schema:schema32.properties.Length["x-decimal"],parentSchema:schema32.properties.Length,data:data6};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.Length.type,parentSchema:schema32.properties.Length,data:data6};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var valid0 = _errs13 === errors;
}
if(data.Width !== undefined){
let data7 = data.Width;
const _errs15 = errors;
const _errs16 = errors;
if((typeof data7 == "number") && (isFinite(data7))){
const problem1 = func5(data7, schema32.properties.Width["x-decimal"]);
if(problem1 !== undefined){
const err26 = {instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/x-decimal",keyword:"x-decimal",params:schema32.properties.Width["x-decimal"],message:problem1,schema:schema32.properties.Width["x-decimal"],parentSchema:schema32.properties.Width,data:data7};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.Width.type,parentSchema:schema32.properties.Width,data:data7};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid0 = _errs15 === errors;
}
if(data.Height !== undefined){
let data8 = data.Height;
const _errs17 = errors;
const _errs18 = errors;
if((typeof data8 == "number") && (isFinite(data8))){
const problem2 = func5(data8, schema32.properties.Height["x-decimal"]);
if(problem2 !== undefined){
const err28 = {instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/x-decimal",keyword:"x-decimal",params:schema32.properties.Height["x-decimal"],message:problem2,schema:schema32.properties.Height["x-decimal"],parentSchema:schema32.properties.Height,data:data8};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.Height.type,parentSchema:schema32.properties.Height,data:data8};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var valid0 = _errs17 === errors;
}
if(data.DeclareName !== undefined){
let data9 = data.DeclareName;
const _errs19 = errors;
const _errs20 = errors;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err30 = {instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.DeclareName,data:data9};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(!pattern6.test(data9)){
const err31 = {instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/pattern",keyword:"pattern",params:{pattern: "(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$"},message:"must match pattern \""+"(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$"+"\"",schema:"(?![\\d\\s]+$)^[a-zA-Z_\\s0-9\\-\\(\\)'&,\\|\\.\\+]+$",parentSchema:schema32.properties.DeclareName,data:data9};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/DeclareName",schemaPath:"#/properties/DeclareName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.DeclareName.type,parentSchema:schema32.properties.DeclareName,data:data9};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid0 = _errs19 === errors;
}
if(data.DeclareNameCn !== undefined){
let data10 = data.DeclareNameCn;
const _errs21 = errors;
const _errs22 = errors;
if(typeof data10 === "string"){
if(func1(data10) > 100){
const err33 = {instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.DeclareNameCn,data:data10};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.DeclareNameCn.type,parentSchema:schema32.properties.DeclareNameCn,data:data10};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var valid0 = _errs21 === errors;
}
if(data.DeclareValue !== undefined){
let data11 = data.DeclareValue;
const _errs23 = errors;
const _errs24 = errors;
if((typeof data11 == "number") && (isFinite(data11))){
const problem3 = func5(data11, schema32.properties.DeclareValue["x-decimal"]);
if(problem3 !== undefined){
const err35 = {instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/x-decimal",keyword:"x-decimal",params:schema32.properties.DeclareValue["x-decimal"],message:problem3,schema:schema32.properties.DeclareValue["x-decimal"],parentSchema:schema32.properties.DeclareValue,data:data11};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.DeclareValue.type,parentSchema:schema32.properties.DeclareValue,data:data11};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid0 = _errs23 === errors;
}
if(data.RealDeclareValue !== undefined){
let data12 = data.RealDeclareValue;
const _errs25 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err37 = {instancePath:instancePath+"/RealDeclareValue",schemaPath:"#/properties/RealDeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.RealDeclareValue.type,parentSchema:schema32.properties.RealDeclareValue,data:data12};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs26 = errors;
var valid0 = _errs25 === errors;
}
if(data.Condition !== undefined){
let data13 = data.Condition;
const _errs27 = errors;
if(typeof data13 !== "string"){
const err38 = {instancePath:instancePath+"/Condition",schemaPath:"#/properties/Condition/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Condition.type,parentSchema:schema32.properties.Condition,data:data13};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs28 = errors;
var valid0 = _errs27 === errors;
}
if(data.ProductFlag !== undefined){
let data14 = data.ProductFlag;
const _errs29 = errors;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err39 = {instancePath:instancePath+"/ProductFlag",schemaPath:"urn:fulfillment-api:components#/$defs/ProductFlag/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.type,parentSchema:schema34,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs31 = errors;
var valid1 = _errs30 === errors;
var valid0 = _errs29 === errors;
}
if(data.ProductAttribute !== undefined){
let data15 = data.ProductAttribute;
const _errs32 = errors;
const _errs33 = errors;
if(typeof data15 !== "string"){
const err40 = {instancePath:instancePath+"/ProductAttribute",schemaPath:"urn:fulfillment-api:components#/$defs/ProductAttribute/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.type,parentSchema:schema35,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const _errs34 = errors;
var valid2 = _errs33 === errors;
var valid0 = _errs32 === errors;
}
if(data.CargoCharacteristic !== undefined){
let data16 = data.CargoCharacteristic;
const _errs35 = errors;
const _errs36 = errors;
if(typeof data16 === "string"){
if(func1(data16) > 20){
const err41 = {instancePath:instancePath+"/CargoCharacteristic",schemaPath:"#/properties/CargoCharacteristic/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema32.properties.CargoCharacteristic,data:data16};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/CargoCharacteristic",schemaPath:"#/properties/CargoCharacteristic/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.CargoCharacteristic.type,parentSchema:schema32.properties.CargoCharacteristic,data:data16};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var valid0 = _errs35 === errors;
}
if(data.BatteryType !== undefined){
let data17 = data.BatteryType;
const _errs37 = errors;
const _errs38 = errors;
if(typeof data17 === "string"){
if(func1(data17) > 50){
const err43 = {instancePath:instancePath+"/BatteryType",schemaPath:"#/properties/BatteryType/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.BatteryType,data:data17};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/BatteryType",schemaPath:"#/properties/BatteryType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BatteryType.type,parentSchema:schema32.properties.BatteryType,data:data17};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var valid0 = _errs37 === errors;
}
if(data.BatteryPackaging !== undefined){
let data18 = data.BatteryPackaging;
const _errs39 = errors;
const _errs40 = errors;
if(typeof data18 === "string"){
if(func1(data18) > 20){
const err45 = {instancePath:instancePath+"/BatteryPackaging",schemaPath:"#/properties/BatteryPackaging/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema32.properties.BatteryPackaging,data:data18};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/BatteryPackaging",schemaPath:"#/properties/BatteryPackaging/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BatteryPackaging.type,parentSchema:schema32.properties.BatteryPackaging,data:data18};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var valid0 = _errs39 === errors;
}
if(data.BatteryEnergyWh !== undefined){
let data19 = data.BatteryEnergyWh;
const _errs41 = errors;
const _errs42 = errors;
if((typeof data19 == "number") && (isFinite(data19))){
if(data19 > 999999 || isNaN(data19)){
const err47 = {instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/maximum",keyword:"maximum",params:{comparison: "<=", limit: 999999},message:"must be <= 999999",schema:999999,parentSchema:schema32.properties.BatteryEnergyWh,data:data19};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err48 = {instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.BatteryEnergyWh,data:data19};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/BatteryEnergyWh",schemaPath:"#/properties/BatteryEnergyWh/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.BatteryEnergyWh.type,parentSchema:schema32.properties.BatteryEnergyWh,data:data19};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var valid0 = _errs41 === errors;
}
if(data.BatteryWeightKg !== undefined){
let data20 = data.BatteryWeightKg;
const _errs43 = errors;
const _errs44 = errors;
if((typeof data20 == "number") && (isFinite(data20))){
if(data20 > 9999 || isNaN(data20)){
const err50 = {instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema32.properties.BatteryWeightKg,data:data20};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data20 < 0 || isNaN(data20)){
const err51 = {instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.BatteryWeightKg,data:data20};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/BatteryWeightKg",schemaPath:"#/properties/BatteryWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema32.properties.BatteryWeightKg.type,parentSchema:schema32.properties.BatteryWeightKg,data:data20};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var valid0 = _errs43 === errors;
}
if(data.BatteryPackOrCell !== undefined){
let data21 = data.BatteryPackOrCell;
const _errs45 = errors;
const _errs46 = errors;
if(typeof data21 === "string"){
if(func1(data21) > 50){
const err53 = {instancePath:instancePath+"/BatteryPackOrCell",schemaPath:"#/properties/BatteryPackOrCell/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.BatteryPackOrCell,data:data21};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/BatteryPackOrCell",schemaPath:"#/properties/BatteryPackOrCell/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.BatteryPackOrCell.type,parentSchema:schema32.properties.BatteryPackOrCell,data:data21};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var valid0 = _errs45 === errors;
}
if(data.BatteryQuantity !== undefined){
let data22 = data.BatteryQuantity;
const _errs47 = errors;
if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){
const err55 = {instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.BatteryQuantity.type,parentSchema:schema32.properties.BatteryQuantity,data:data22};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs48 = errors;
if((typeof data22 == "number") && (isFinite(data22))){
if(data22 > 9999 || isNaN(data22)){
const err56 = {instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9999},message:"must be <= 9999",schema:9999,parentSchema:schema32.properties.BatteryQuantity,data:data22};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data22 < 0 || isNaN(data22)){
const err57 = {instancePath:instancePath+"/BatteryQuantity",schemaPath:"#/properties/BatteryQuantity/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.BatteryQuantity,data:data22};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var valid0 = _errs47 === errors;
}
if(data.ProductModel !== undefined){
let data23 = data.ProductModel;
const _errs49 = errors;
const _errs50 = errors;
if(typeof data23 === "string"){
if(func1(data23) > 150){
const err58 = {instancePath:instancePath+"/ProductModel",schemaPath:"#/properties/ProductModel/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema32.properties.ProductModel,data:data23};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
else {
const err59 = {instancePath:instancePath+"/ProductModel",schemaPath:"#/properties/ProductModel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductModel.type,parentSchema:schema32.properties.ProductModel,data:data23};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var valid0 = _errs49 === errors;
}
if(data.ProductAmountWarn !== undefined){
let data24 = data.ProductAmountWarn;
const _errs51 = errors;
if(!(((typeof data24 == "number") && (!(data24 % 1) && !isNaN(data24))) && (isFinite(data24)))){
const err60 = {instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema32.properties.ProductAmountWarn.type,parentSchema:schema32.properties.ProductAmountWarn,data:data24};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs52 = errors;
if((typeof data24 == "number") && (isFinite(data24))){
if(data24 > 2147483647 || isNaN(data24)){
const err61 = {instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema32.properties.ProductAmountWarn,data:data24};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data24 < 0 || isNaN(data24)){
const err62 = {instancePath:instancePath+"/ProductAmountWarn",schemaPath:"#/properties/ProductAmountWarn/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema32.properties.ProductAmountWarn,data:data24};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
var valid0 = _errs51 === errors;
}
if(data.ProductCategory !== undefined){
let data25 = data.ProductCategory;
const _errs53 = errors;
const _errs54 = errors;
if(typeof data25 === "string"){
if(func1(data25) > 50){
const err63 = {instancePath:instancePath+"/ProductCategory",schemaPath:"#/properties/ProductCategory/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.ProductCategory,data:data25};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/ProductCategory",schemaPath:"#/properties/ProductCategory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductCategory.type,parentSchema:schema32.properties.ProductCategory,data:data25};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
var valid0 = _errs53 === errors;
}
if(data.Brand !== undefined){
let data26 = data.Brand;
const _errs55 = errors;
if(typeof data26 !== "string"){
const err65 = {instancePath:instancePath+"/Brand",schemaPath:"#/properties/Brand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Brand.type,parentSchema:schema32.properties.Brand,data:data26};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const _errs56 = errors;
var valid0 = _errs55 === errors;
}
if(data.Material !== undefined){
let data27 = data.Material;
const _errs57 = errors;
const _errs58 = errors;
if(typeof data27 === "string"){
if(func1(data27) > 150){
const err66 = {instancePath:instancePath+"/Material",schemaPath:"#/properties/Material/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema32.properties.Material,data:data27};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
else {
const err67 = {instancePath:instancePath+"/Material",schemaPath:"#/properties/Material/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Material.type,parentSchema:schema32.properties.Material,data:data27};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
var valid0 = _errs57 === errors;
}
if(data.MaterialCN !== undefined){
let data28 = data.MaterialCN;
const _errs59 = errors;
const _errs60 = errors;
if(typeof data28 === "string"){
if(func1(data28) > 150){
const err68 = {instancePath:instancePath+"/MaterialCN",schemaPath:"#/properties/MaterialCN/maxLength",keyword:"maxLength",params:{limit: 150},message:"must NOT have more than 150 characters",schema:150,parentSchema:schema32.properties.MaterialCN,data:data28};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/MaterialCN",schemaPath:"#/properties/MaterialCN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.MaterialCN.type,parentSchema:schema32.properties.MaterialCN,data:data28};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var valid0 = _errs59 === errors;
}
if(data.ImportHsCode !== undefined){
let data29 = data.ImportHsCode;
const _errs61 = errors;
const _errs62 = errors;
if(typeof data29 === "string"){
if(!pattern5.test(data29)){
const err70 = {instancePath:instancePath+"/ImportHsCode",schemaPath:"#/properties/ImportHsCode/pattern",keyword:"pattern",params:{pattern: "^(?:\\d{6,50})?$"},message:"must match pattern \""+"^(?:\\d{6,50})?$"+"\"",schema:"^(?:\\d{6,50})?$",parentSchema:schema32.properties.ImportHsCode,data:data29};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/ImportHsCode",schemaPath:"#/properties/ImportHsCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ImportHsCode.type,parentSchema:schema32.properties.ImportHsCode,data:data29};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var valid0 = _errs61 === errors;
}
if(data.ProductRemark !== undefined){
let data30 = data.ProductRemark;
const _errs63 = errors;
const _errs64 = errors;
if(typeof data30 === "string"){
if(func1(data30) > 255){
const err72 = {instancePath:instancePath+"/ProductRemark",schemaPath:"#/properties/ProductRemark/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema32.properties.ProductRemark,data:data30};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/ProductRemark",schemaPath:"#/properties/ProductRemark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductRemark.type,parentSchema:schema32.properties.ProductRemark,data:data30};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var valid0 = _errs63 === errors;
}
if(data.ProductImage !== undefined){
let data31 = data.ProductImage;
const _errs65 = errors;
if(typeof data31 !== "string"){
const err74 = {instancePath:instancePath+"/ProductImage",schemaPath:"#/properties/ProductImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductImage.type,parentSchema:schema32.properties.ProductImage,data:data31};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const _errs66 = errors;
var valid0 = _errs65 === errors;
}
if(data.Suffix !== undefined){
let data32 = data.Suffix;
const _errs67 = errors;
if(typeof data32 !== "string"){
const err75 = {instancePath:instancePath+"/Suffix",schemaPath:"#/properties/Suffix/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Suffix.type,parentSchema:schema32.properties.Suffix,data:data32};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
const _errs68 = errors;
var valid0 = _errs67 === errors;
}
if(data.ProductSize !== undefined){
let data33 = data.ProductSize;
const _errs69 = errors;
if(typeof data33 !== "string"){
const err76 = {instancePath:instancePath+"/ProductSize",schemaPath:"#/properties/ProductSize/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProductSize.type,parentSchema:schema32.properties.ProductSize,data:data33};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const _errs70 = errors;
var valid0 = _errs69 === errors;
}
if(data.ProducerSellerName !== undefined){
let data34 = data.ProducerSellerName;
const _errs71 = errors;
const _errs72 = errors;
if(typeof data34 === "string"){
if(func1(data34) > 50){
const err77 = {instancePath:instancePath+"/ProducerSellerName",schemaPath:"#/properties/ProducerSellerName/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.ProducerSellerName,data:data34};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/ProducerSellerName",schemaPath:"#/properties/ProducerSellerName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProducerSellerName.type,parentSchema:schema32.properties.ProducerSellerName,data:data34};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var valid0 = _errs71 === errors;
}
if(data.ProducerSellerCreditCode !== undefined){
let data35 = data.ProducerSellerCreditCode;
const _errs73 = errors;
const _errs74 = errors;
if(typeof data35 === "string"){
if(func1(data35) > 18){
const err79 = {instancePath:instancePath+"/ProducerSellerCreditCode",schemaPath:"#/properties/ProducerSellerCreditCode/maxLength",keyword:"maxLength",params:{limit: 18},message:"must NOT have more than 18 characters",schema:18,parentSchema:schema32.properties.ProducerSellerCreditCode,data:data35};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/ProducerSellerCreditCode",schemaPath:"#/properties/ProducerSellerCreditCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ProducerSellerCreditCode.type,parentSchema:schema32.properties.ProducerSellerCreditCode,data:data35};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var valid0 = _errs73 === errors;
}
if(data.VirtualInventorys !== undefined){
let data36 = data.VirtualInventorys;
const _errs75 = errors;
const _errs76 = errors;
if(Array.isArray(data36)){
let valid4 = true;
const len0 = data36.length;
for(let i0=0; i0<len0; i0++){
let data37 = data36[i0];
const _errs77 = errors;
const _errs78 = errors;
const _errs79 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.WarehouseCode !== undefined){
let data38 = data37.WarehouseCode;
const _errs80 = errors;
if(typeof data38 !== "string"){
const err81 = {instancePath:instancePath+"/VirtualInventorys/" + i0+"/WarehouseCode",schemaPath:"urn:fulfillment-api:components#/$defs/VirtualInventory/properties/WarehouseCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.WarehouseCode.type,parentSchema:schema36.properties.WarehouseCode,data:data38};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
const _errs81 = errors;
var valid6 = _errs80 === errors;
}
}
else {
const err82 = {instancePath:instancePath+"/VirtualInventorys/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/VirtualInventory/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data:data37};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var valid5 = _errs78 === errors;
var valid3 = _errs77 === errors;
if(!valid3){
valid4 = false;
}
}
}
else {
const err83 = {instancePath:instancePath+"/VirtualInventorys",schemaPath:"#/properties/VirtualInventorys/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.VirtualInventorys.type,parentSchema:schema32.properties.VirtualInventorys,data:data36};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
var valid0 = _errs75 === errors;
}
}
else {
const err84 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"Sku":true,"CustomStorageNo":true,"IsRecordSN":true,"HsCode":true,"ProductDescription":true,"Weight":true,"Length":true,"Width":true,"Height":true,"DeclareName":true,"DeclareNameCn":true,"DeclareValue":true,"RealDeclareValue":true,"Condition":true,"ProductFlag":true,"ProductAttribute":true,"CargoCharacteristic":true,"BatteryType":true,"BatteryPackaging":true,"BatteryEnergyWh":true,"BatteryWeightKg":true,"BatteryPackOrCell":true,"BatteryQuantity":true,"ProductModel":true,"ProductAmountWarn":true,"ProductCategory":true,"Brand":true,"Material":true,"MaterialCN":true,"ImportHsCode":true,"ProductRemark":true,"ProductImage":true,"Suffix":true,"ProductSize":true,"ProducerSellerName":true,"ProducerSellerCreditCode":true,"VirtualInventorys":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
