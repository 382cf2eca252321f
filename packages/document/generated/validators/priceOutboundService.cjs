"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of priceOutboundService: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/ServiceOutboundPricingRequest"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/ServiceOutboundPricingRequest");
const schema3 = runtime.schema("component", "/components/schemas/PricingSku");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern0 = new RegExp("^[a-zA-Z0-9\\-_]{1,30}$", "u");
const pattern1 = new RegExp("^[a-zA-Z0-9\\-_]{1,10}$", "u");

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
if(((((data.Skus === undefined) && (missing0 = "Skus")) || ((data.ServiceCode === undefined) && (missing0 = "ServiceCode"))) || ((data.WarehouseId === undefined) && (missing0 = "WarehouseId"))) || ((data.Country === undefined) && (missing0 = "Country"))){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Skus !== undefined){
let data0 = data.Skus;
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
if(data1.Sku !== undefined){
const _errs6 = errors;
if(typeof data1.Sku !== "string"){
validate1.errors = [{instancePath:instancePath+"/Skus/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Quantity !== undefined){
let data3 = data1.Quantity;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate1.errors = [{instancePath:instancePath+"/Skus/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate1.errors = [{instancePath:instancePath+"/Skus/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate1.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ServiceCode !== undefined){
let data4 = data.ServiceCode;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data4 === "string"){
if(func0(data4) > 30){
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"}];
return false;
}
else {
if(!pattern0.test(data4)){
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]{1,30}$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]{1,30}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseId !== undefined){
let data5 = data.WarehouseId;
const _errs12 = errors;
if(errors === _errs12){
if(typeof data5 === "string"){
if(func0(data5) > 10){
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"}];
return false;
}
else {
if(!pattern1.test(data5)){
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]{1,10}$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]{1,10}$"+"\""}];
return false;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Country !== undefined){
let data6 = data.Country;
const _errs14 = errors;
if(errors === _errs14){
if(typeof data6 === "string"){
if(func0(data6) > 100){
validate1.errors = [{instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Postcode !== undefined){
let data7 = data.Postcode;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data7 === "string"){
if(func0(data7) > 50){
validate1.errors = [{instancePath:instancePath+"/Postcode",schemaPath:"#/properties/Postcode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Postcode",schemaPath:"#/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Address !== undefined){
let data8 = data.Address;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data8 === "string"){
if(func0(data8) > 200){
validate1.errors = [{instancePath:instancePath+"/Address",schemaPath:"#/properties/Address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Address",schemaPath:"#/properties/Address/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.City !== undefined){
let data9 = data.City;
const _errs20 = errors;
if(errors === _errs20){
if(typeof data9 === "string"){
if(func0(data9) > 100){
validate1.errors = [{instancePath:instancePath+"/City",schemaPath:"#/properties/City/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/City",schemaPath:"#/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs20 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Province !== undefined){
let data10 = data.Province;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data10 === "string"){
if(func0(data10) > 100){
validate1.errors = [{instancePath:instancePath+"/Province",schemaPath:"#/properties/Province/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Province",schemaPath:"#/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IncludeUnsuccessful !== undefined){
var valid0 = false;
validate1.errors = [{instancePath:instancePath+"/IncludeUnsuccessful",schemaPath:"#/properties/IncludeUnsuccessful/false schema",keyword:"false schema",params:{},message:"boolean schema is false"}];
return false;
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
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"Skus":true,"ServiceCode":true,"WarehouseId":true,"Country":true,"Postcode":true,"Address":true,"City":true,"Province":true,"IncludeUnsuccessful":true},"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/ServicePricingResult"] = validate3;
const schema4 = runtime.schema("root", "/components/schemas/ServicePricingResult");
const schema5 = runtime.schema("component", "/components/schemas/PricedService");
const schema9 = runtime.schema("component", "/components/schemas/LogisticsTimes");
const schema6 = runtime.schema("component", "/components/schemas/ChargeInfo");
const schema7 = runtime.schema("component", "/components/schemas/ChargeAmount");
const schema8 = runtime.schema("component", "/components/schemas/ChargeDetail");

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
validate5.errors = [{instancePath:instancePath+"/Summary/" + i0+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate5.errors = [{instancePath:instancePath+"/Summary/" + i0+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate5.errors = [{instancePath:instancePath+"/Summary/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath:instancePath+"/Summary",schemaPath:"#/properties/Summary/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail/" + i1+"/ChargeName",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/ChargeName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail/" + i1+"/Remark",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate5.errors = [{instancePath:instancePath+"/Detail",schemaPath:"#/properties/Detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":{"Summary":true,"Detail":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.ServiceCode !== undefined){
const _errs1 = errors;
if(typeof data.ServiceCode !== "string"){
validate4.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath:instancePath+"/ServiceName",schemaPath:"#/properties/ServiceName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath:instancePath+"/Success",schemaPath:"#/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
if(!(validate5(data.ChargeInfo, {instancePath:instancePath+"/ChargeInfo",parentData:data,parentDataProperty:"ChargeInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
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
validate4.errors = [{instancePath:instancePath+"/LogisticsTimes/Min",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Min/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate4.errors = [{instancePath:instancePath+"/LogisticsTimes/Max",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Max/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate4.errors = [{instancePath:instancePath+"/LogisticsTimes",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
if(!(validate4(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TotalCharge !== undefined){
validate3.errors = [{instancePath:instancePath+"/TotalCharge",schemaPath:"#/allOf/1/properties/TotalCharge/false schema",keyword:"false schema",params:{},message:"boolean schema is false"}];
return false;
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"TotalCharge":true,"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/ServiceOutboundPricingRequest"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/ServiceOutboundPricingRequest");
const schema34 = runtime.schema("component", "/components/schemas/PricingSku");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const pattern4 = new RegExp("^[a-zA-Z0-9\\-_]{1,30}$", "u");
const pattern5 = new RegExp("^[a-zA-Z0-9\\-_]{1,10}$", "u");

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
if(data.Skus === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Skus"},message:"must have required property '"+"Skus"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.ServiceCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ServiceCode"},message:"must have required property '"+"ServiceCode"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.WarehouseId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "WarehouseId"},message:"must have required property '"+"WarehouseId"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.Country === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Country"},message:"must have required property '"+"Country"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.Skus !== undefined){
let data0 = data.Skus;
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
if(data1.Sku !== undefined){
let data2 = data1.Sku;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err4 = {instancePath:instancePath+"/Skus/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.Sku.type,parentSchema:schema34.properties.Sku,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs7 = errors;
var valid4 = _errs6 === errors;
}
if(data1.Quantity !== undefined){
let data3 = data1.Quantity;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err5 = {instancePath:instancePath+"/Skus/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Quantity.type,parentSchema:schema34.properties.Quantity,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs9 = errors;
var valid4 = _errs8 === errors;
}
}
else {
const err6 = {instancePath:instancePath+"/Skus/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PricingSku/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
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
const err7 = {instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.Skus.type,parentSchema:schema32.properties.Skus,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.ServiceCode !== undefined){
let data4 = data.ServiceCode;
const _errs10 = errors;
const _errs11 = errors;
if(typeof data4 === "string"){
if(func1(data4) > 30){
const err8 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema32.properties.ServiceCode,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern4.test(data4)){
const err9 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]{1,30}$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]{1,30}$"+"\"",schema:"^[a-zA-Z0-9\\-_]{1,30}$",parentSchema:schema32.properties.ServiceCode,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ServiceCode.type,parentSchema:schema32.properties.ServiceCode,data:data4};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs10 === errors;
}
if(data.WarehouseId !== undefined){
let data5 = data.WarehouseId;
const _errs12 = errors;
const _errs13 = errors;
if(typeof data5 === "string"){
if(func1(data5) > 10){
const err11 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters",schema:10,parentSchema:schema32.properties.WarehouseId,data:data5};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern5.test(data5)){
const err12 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z0-9\\-_]{1,10}$"},message:"must match pattern \""+"^[a-zA-Z0-9\\-_]{1,10}$"+"\"",schema:"^[a-zA-Z0-9\\-_]{1,10}$",parentSchema:schema32.properties.WarehouseId,data:data5};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.WarehouseId.type,parentSchema:schema32.properties.WarehouseId,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid0 = _errs12 === errors;
}
if(data.Country !== undefined){
let data6 = data.Country;
const _errs14 = errors;
const _errs15 = errors;
if(typeof data6 === "string"){
if(func1(data6) > 100){
const err14 = {instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.Country,data:data6};
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
const err15 = {instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Country.type,parentSchema:schema32.properties.Country,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid0 = _errs14 === errors;
}
if(data.Postcode !== undefined){
let data7 = data.Postcode;
const _errs16 = errors;
const _errs17 = errors;
if(typeof data7 === "string"){
if(func1(data7) > 50){
const err16 = {instancePath:instancePath+"/Postcode",schemaPath:"#/properties/Postcode/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters",schema:50,parentSchema:schema32.properties.Postcode,data:data7};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/Postcode",schemaPath:"#/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Postcode.type,parentSchema:schema32.properties.Postcode,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid0 = _errs16 === errors;
}
if(data.Address !== undefined){
let data8 = data.Address;
const _errs18 = errors;
const _errs19 = errors;
if(typeof data8 === "string"){
if(func1(data8) > 200){
const err18 = {instancePath:instancePath+"/Address",schemaPath:"#/properties/Address/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema32.properties.Address,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/Address",schemaPath:"#/properties/Address/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Address.type,parentSchema:schema32.properties.Address,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid0 = _errs18 === errors;
}
if(data.City !== undefined){
let data9 = data.City;
const _errs20 = errors;
const _errs21 = errors;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err20 = {instancePath:instancePath+"/City",schemaPath:"#/properties/City/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.City,data:data9};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/City",schemaPath:"#/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.City.type,parentSchema:schema32.properties.City,data:data9};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var valid0 = _errs20 === errors;
}
if(data.Province !== undefined){
let data10 = data.Province;
const _errs22 = errors;
const _errs23 = errors;
if(typeof data10 === "string"){
if(func1(data10) > 100){
const err22 = {instancePath:instancePath+"/Province",schemaPath:"#/properties/Province/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters",schema:100,parentSchema:schema32.properties.Province,data:data10};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/Province",schemaPath:"#/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Province.type,parentSchema:schema32.properties.Province,data:data10};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid0 = _errs22 === errors;
}
if(data.IncludeUnsuccessful !== undefined){
let data11 = data.IncludeUnsuccessful;
var valid0 = false;
const err24 = {instancePath:instancePath+"/IncludeUnsuccessful",schemaPath:"#/properties/IncludeUnsuccessful/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema32.properties.IncludeUnsuccessful,data:data11};
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
validate21.evaluated = {"props":{"Skus":true,"ServiceCode":true,"WarehouseId":true,"Country":true,"Postcode":true,"Address":true,"City":true,"Province":true,"IncludeUnsuccessful":true},"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/ServicePricingResult"] = validate23;
const schema35 = runtime.schema("root", "/components/schemas/ServicePricingResult");
const schema36 = runtime.schema("component", "/components/schemas/PricedService");
const schema40 = runtime.schema("component", "/components/schemas/LogisticsTimes");
const schema37 = runtime.schema("component", "/components/schemas/ChargeInfo");
const schema38 = runtime.schema("component", "/components/schemas/ChargeAmount");
const schema39 = runtime.schema("component", "/components/schemas/ChargeDetail");

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
const err0 = {instancePath:instancePath+"/Summary/" + i0+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.Currency.type,parentSchema:schema38.properties.Currency,data:data2};
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
const err1 = {instancePath:instancePath+"/Summary/" + i0+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.properties.Amount.type,parentSchema:schema38.properties.Amount,data:data3};
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
const err2 = {instancePath:instancePath+"/Summary/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeAmount/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data1};
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
const err3 = {instancePath:instancePath+"/Summary",schemaPath:"#/properties/Summary/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.Summary.type,parentSchema:schema37.properties.Summary,data:data0};
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
const err4 = {instancePath:instancePath+"/Detail/" + i1+"/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Currency.type,parentSchema:schema39.properties.Currency,data:data6};
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
const err5 = {instancePath:instancePath+"/Detail/" + i1+"/Amount",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Amount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Amount.type,parentSchema:schema39.properties.Amount,data:data7};
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
const err6 = {instancePath:instancePath+"/Detail/" + i1+"/ChargeName",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/ChargeName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ChargeName.type,parentSchema:schema39.properties.ChargeName,data:data8};
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
const err7 = {instancePath:instancePath+"/Detail/" + i1+"/Remark",schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Remark.type,parentSchema:schema39.properties.Remark,data:data9};
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
const err8 = {instancePath:instancePath+"/Detail/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/ChargeDetail/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data:data5};
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
const err9 = {instancePath:instancePath+"/Detail",schemaPath:"#/properties/Detail/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.properties.Detail.type,parentSchema:schema37.properties.Detail,data:data4};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"Summary":true,"Detail":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.ServiceCode !== undefined){
let data0 = data.ServiceCode;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ServiceCode.type,parentSchema:schema36.properties.ServiceCode,data:data0};
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
const err1 = {instancePath:instancePath+"/ServiceName",schemaPath:"#/properties/ServiceName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ServiceName.type,parentSchema:schema36.properties.ServiceName,data:data1};
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
const err2 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Message.type,parentSchema:schema36.properties.Message,data:data2};
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
const err3 = {instancePath:instancePath+"/Success",schemaPath:"#/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema36.properties.Success.type,parentSchema:schema36.properties.Success,data:data3};
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
if(!(validate25(data4, {instancePath:instancePath+"/ChargeInfo",parentData:data,parentDataProperty:"ChargeInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
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
const err4 = {instancePath:instancePath+"/LogisticsTimes/Min",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.Min.type,parentSchema:schema40.properties.Min,data:data6};
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
const err5 = {instancePath:instancePath+"/LogisticsTimes/Max",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/properties/Max/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.Max.type,parentSchema:schema40.properties.Max,data:data7};
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
const err6 = {instancePath:instancePath+"/LogisticsTimes",schemaPath:"urn:fulfillment-api:components#/$defs/LogisticsTimes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data5};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs0 === errors;
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TotalCharge !== undefined){
let data0 = data.TotalCharge;
var valid1 = false;
const err0 = {instancePath:instancePath+"/TotalCharge",schemaPath:"#/allOf/1/properties/TotalCharge/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema35.allOf[1].properties.TotalCharge,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.allOf[1].type,parentSchema:schema35.allOf[1],data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var valid0 = _errs1 === errors;
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"TotalCharge":true,"ServiceCode":true,"ServiceName":true,"Message":true,"Success":true,"ChargeInfo":true,"LogisticsTimes":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
