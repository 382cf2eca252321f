"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getOutboundOrderStatus: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/parameters/PackageId/schema"] = validate1;
const schema1 = runtime.schema("root", "/components/parameters/PackageId/schema");

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

exports["/components/parameters/ReturnFields/schema"] = validate2;
const schema2 = runtime.schema("root", "/components/parameters/ReturnFields/schema");

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
if(typeof data !== "string"){
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/OutboundOrder"] = validate3;
const schema3 = runtime.schema("root", "/components/schemas/OutboundOrder");
const schema5 = runtime.schema("component", "/components/schemas/CreateStatus");
const schema6 = runtime.schema("component", "/components/schemas/OutboundOrderStatus");
const schema7 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema10 = runtime.schema("component", "/components/schemas/DateTimeText");
const schema13 = runtime.schema("component", "/components/schemas/SnCode");
const schema14 = runtime.schema("component", "/components/schemas/ShippedSku");
const schema8 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema9 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
if(data.Money !== undefined){
let data0 = data.Money;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate5.errors = [{instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Currency !== undefined){
const _errs3 = errors;
if(typeof data.Currency !== "string"){
validate5.errors = [{instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Type !== undefined){
const _errs5 = errors;
if(typeof data.Type !== "string"){
validate5.errors = [{instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Remark !== undefined){
const _errs8 = errors;
if(typeof data.Remark !== "string"){
validate5.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
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
validate5.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
const pattern0 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$", "u");

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
if(data.PackageId !== undefined){
const _errs1 = errors;
if(typeof data.PackageId !== "string"){
validate3.errors = [{instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcPackageId !== undefined){
const _errs3 = errors;
if(typeof data.SvcPackageId !== "string"){
validate3.errors = [{instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Status !== undefined){
const _errs5 = errors;
if(typeof data.Status !== "string"){
validate3.errors = [{instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/CreateStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HandleStatus !== undefined){
const _errs8 = errors;
if(typeof data.HandleStatus !== "string"){
validate3.errors = [{instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RetryCount !== undefined){
let data4 = data.RetryCount;
const _errs11 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate3.errors = [{instancePath:instancePath+"/RetryCount",schemaPath:"#/properties/RetryCount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.UnShippedReason !== undefined){
let data5 = data.UnShippedReason;
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.ReasonCode !== undefined){
const _errs16 = errors;
if(typeof data5.ReasonCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/UnShippedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs16 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ReasonText !== undefined){
const _errs18 = errors;
if(typeof data5.ReasonText !== "string"){
validate3.errors = [{instancePath:instancePath+"/UnShippedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.ExtendMessage !== undefined){
const _errs20 = errors;
if(typeof data5.ExtendMessage !== "string"){
validate3.errors = [{instancePath:instancePath+"/UnShippedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/UnShippedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ServiceCode !== undefined){
const _errs22 = errors;
if(typeof data.ServiceCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingNumber !== undefined){
const _errs24 = errors;
if(typeof data.TrackingNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.InternalNumber !== undefined){
const _errs26 = errors;
if(typeof data.InternalNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/InternalNumber",schemaPath:"#/properties/InternalNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingProvider !== undefined){
const _errs28 = errors;
if(typeof data.ShippingProvider !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsFinalTrackingNumber !== undefined){
const _errs30 = errors;
if(typeof data.IsFinalTrackingNumber !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingCosts !== undefined){
let data14 = data.ShippingCosts;
const _errs32 = errors;
if(errors === _errs32){
if(Array.isArray(data14)){
var valid5 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
const _errs34 = errors;
if(!(validate5(data14[i0], {instancePath:instancePath+"/ShippingCosts/" + i0,parentData:data14,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid5 = _errs34 === errors;
if(!valid5){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data16 = data.Weight;
const _errs35 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
validate3.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HasRemoteFee !== undefined){
const _errs37 = errors;
if(typeof data.HasRemoteFee !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcOrderShipOuted !== undefined){
let data18 = data.SvcOrderShipOuted;
const _errs39 = errors;
if(errors === _errs39){
if(errors === _errs39){
if(typeof data18 === "string"){
if(!(formats0.validate(data18))){
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOuted",schemaPath:"#/properties/SvcOrderShipOuted/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOuted",schemaPath:"#/properties/SvcOrderShipOuted/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcOrderShipOutedStr !== undefined){
let data19 = data.SvcOrderShipOutedStr;
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(typeof data19 === "string"){
if(!pattern0.test(data19)){
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOutedStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOutedStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcOrderShipOutedTimeStr !== undefined){
let data20 = data.SvcOrderShipOutedTimeStr;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data20 === "string"){
if(!pattern0.test(data20)){
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOutedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SvcOrderShipOutedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcOrderPackedTimeStr !== undefined){
let data21 = data.SvcOrderPackedTimeStr;
const _errs47 = errors;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data21 === "string"){
if(!pattern0.test(data21)){
validate3.errors = [{instancePath:instancePath+"/SvcOrderPackedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SvcOrderPackedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseId !== undefined){
const _errs50 = errors;
if(typeof data.WarehouseId !== "string"){
validate3.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PricingProductCode !== undefined){
const _errs52 = errors;
if(typeof data.PricingProductCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/PricingProductCode",schemaPath:"#/properties/PricingProductCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TruckBodyNo !== undefined){
const _errs54 = errors;
if(typeof data.TruckBodyNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/TruckBodyNo",schemaPath:"#/properties/TruckBodyNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PlatformOrderNo !== undefined){
const _errs56 = errors;
if(typeof data.PlatformOrderNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/PlatformOrderNo",schemaPath:"#/properties/PlatformOrderNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SnCodes !== undefined){
let data26 = data.SnCodes;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data26)){
var valid9 = true;
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
const _errs60 = errors;
const _errs61 = errors;
if(errors === _errs61){
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.SNCode !== undefined){
const _errs63 = errors;
if(typeof data27.SNCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/SnCodes/" + i1+"/SNCode",schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/properties/SNCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs63 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data27.StorageNo !== undefined){
const _errs65 = errors;
if(typeof data27.StorageNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/SnCodes/" + i1+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs65 === errors;
}
else {
var valid11 = true;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SnCodes/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs60 === errors;
if(!valid9){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/SnCodes",schemaPath:"#/properties/SnCodes/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Skus !== undefined){
let data30 = data.Skus;
const _errs67 = errors;
if(errors === _errs67){
if(Array.isArray(data30)){
var valid12 = true;
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
let data31 = data30[i2];
const _errs69 = errors;
const _errs70 = errors;
if(errors === _errs70){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.Sku !== undefined){
const _errs72 = errors;
if(typeof data31.Sku !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i2+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs72 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data31.StorageNo !== undefined){
const _errs74 = errors;
if(typeof data31.StorageNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i2+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid14 = _errs74 === errors;
}
else {
var valid14 = true;
}
if(valid14){
if(data31.Quantity !== undefined){
let data34 = data31.Quantity;
const _errs76 = errors;
if(!((typeof data34 == "number") && (isFinite(data34)))){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i2+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid14 = _errs76 === errors;
}
else {
var valid14 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Skus/" + i2,schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid12 = _errs69 === errors;
if(!valid12){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs67 === errors;
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
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"RetryCount":true,"UnShippedReason":true,"ServiceCode":true,"TrackingNumber":true,"InternalNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"ShippingCosts":true,"Weight":true,"HasRemoteFee":true,"SvcOrderShipOuted":true,"SvcOrderShipOutedStr":true,"SvcOrderShipOutedTimeStr":true,"SvcOrderPackedTimeStr":true,"WarehouseId":true,"PricingProductCode":true,"TruckBodyNo":true,"PlatformOrderNo":true,"SnCodes":true,"Skus":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/parameters/PackageId/schema"] = validate21;
const schema32 = runtime.schema("root", "/components/parameters/PackageId/schema");

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

exports["/components/parameters/ReturnFields/schema"] = validate22;
const schema33 = runtime.schema("root", "/components/parameters/ReturnFields/schema");

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/OutboundOrder"] = validate23;
const schema34 = runtime.schema("root", "/components/schemas/OutboundOrder");
const schema36 = runtime.schema("component", "/components/schemas/CreateStatus");
const schema37 = runtime.schema("component", "/components/schemas/OutboundOrderStatus");
const schema38 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema41 = runtime.schema("component", "/components/schemas/DateTimeText");
const schema44 = runtime.schema("component", "/components/schemas/SnCode");
const schema45 = runtime.schema("component", "/components/schemas/ShippedSku");
const schema39 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema40 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
if(data.Money !== undefined){
let data0 = data.Money;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Money.type,parentSchema:schema39.properties.Money,data:data0};
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
if(data.Currency !== undefined){
let data1 = data.Currency;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Currency.type,parentSchema:schema39.properties.Currency,data:data1};
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
if(data.Type !== undefined){
let data2 = data.Type;
const _errs5 = errors;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
var valid1 = _errs6 === errors;
var valid0 = _errs5 === errors;
}
if(data.Remark !== undefined){
let data3 = data.Remark;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Remark.type,parentSchema:schema39.properties.Remark,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
const pattern4 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$", "u");

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
if(data.PackageId !== undefined){
let data0 = data.PackageId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.PackageId.type,parentSchema:schema34.properties.PackageId,data:data0};
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
if(data.SvcPackageId !== undefined){
let data1 = data.SvcPackageId;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SvcPackageId.type,parentSchema:schema34.properties.SvcPackageId,data:data1};
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
if(data.Status !== undefined){
let data2 = data.Status;
const _errs5 = errors;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/CreateStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.type,parentSchema:schema36,data:data2};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs7 = errors;
var valid1 = _errs6 === errors;
var valid0 = _errs5 === errors;
}
if(data.HandleStatus !== undefined){
let data3 = data.HandleStatus;
const _errs8 = errors;
const _errs9 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data3};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs10 = errors;
var valid2 = _errs9 === errors;
var valid0 = _errs8 === errors;
}
if(data.RetryCount !== undefined){
let data4 = data.RetryCount;
const _errs11 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err4 = {instancePath:instancePath+"/RetryCount",schemaPath:"#/properties/RetryCount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.RetryCount.type,parentSchema:schema34.properties.RetryCount,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs12 = errors;
var valid0 = _errs11 === errors;
}
if(data.UnShippedReason !== undefined){
let data5 = data.UnShippedReason;
const _errs13 = errors;
const _errs14 = errors;
const _errs15 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.ReasonCode !== undefined){
let data6 = data5.ReasonCode;
const _errs16 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/UnShippedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ReasonCode.type,parentSchema:schema38.properties.ReasonCode,data:data6};
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
if(data5.ReasonText !== undefined){
let data7 = data5.ReasonText;
const _errs18 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/UnShippedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ReasonText.type,parentSchema:schema38.properties.ReasonText,data:data7};
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
if(data5.ExtendMessage !== undefined){
let data8 = data5.ExtendMessage;
const _errs20 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/UnShippedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ExtendMessage.type,parentSchema:schema38.properties.ExtendMessage,data:data8};
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
}
else {
const err8 = {instancePath:instancePath+"/UnShippedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid3 = _errs14 === errors;
var valid0 = _errs13 === errors;
}
if(data.ServiceCode !== undefined){
let data9 = data.ServiceCode;
const _errs22 = errors;
if(typeof data9 !== "string"){
const err9 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ServiceCode.type,parentSchema:schema34.properties.ServiceCode,data:data9};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs23 = errors;
var valid0 = _errs22 === errors;
}
if(data.TrackingNumber !== undefined){
let data10 = data.TrackingNumber;
const _errs24 = errors;
if(typeof data10 !== "string"){
const err10 = {instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.TrackingNumber.type,parentSchema:schema34.properties.TrackingNumber,data:data10};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs25 = errors;
var valid0 = _errs24 === errors;
}
if(data.InternalNumber !== undefined){
let data11 = data.InternalNumber;
const _errs26 = errors;
if(typeof data11 !== "string"){
const err11 = {instancePath:instancePath+"/InternalNumber",schemaPath:"#/properties/InternalNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.InternalNumber.type,parentSchema:schema34.properties.InternalNumber,data:data11};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs27 = errors;
var valid0 = _errs26 === errors;
}
if(data.ShippingProvider !== undefined){
let data12 = data.ShippingProvider;
const _errs28 = errors;
if(typeof data12 !== "string"){
const err12 = {instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ShippingProvider.type,parentSchema:schema34.properties.ShippingProvider,data:data12};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs29 = errors;
var valid0 = _errs28 === errors;
}
if(data.IsFinalTrackingNumber !== undefined){
let data13 = data.IsFinalTrackingNumber;
const _errs30 = errors;
if(typeof data13 !== "boolean"){
const err13 = {instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.IsFinalTrackingNumber.type,parentSchema:schema34.properties.IsFinalTrackingNumber,data:data13};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs31 = errors;
var valid0 = _errs30 === errors;
}
if(data.ShippingCosts !== undefined){
let data14 = data.ShippingCosts;
const _errs32 = errors;
const _errs33 = errors;
if(Array.isArray(data14)){
let valid6 = true;
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
const _errs34 = errors;
if(!(validate25(data15, {instancePath:instancePath+"/ShippingCosts/" + i0,parentData:data14,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
else {
}
var valid5 = _errs34 === errors;
if(!valid5){
valid6 = false;
}
}
}
else {
const err14 = {instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.ShippingCosts.type,parentSchema:schema34.properties.ShippingCosts,data:data14};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid0 = _errs32 === errors;
}
if(data.Weight !== undefined){
let data16 = data.Weight;
const _errs35 = errors;
if(!((typeof data16 == "number") && (isFinite(data16)))){
const err15 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Weight.type,parentSchema:schema34.properties.Weight,data:data16};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs36 = errors;
var valid0 = _errs35 === errors;
}
if(data.HasRemoteFee !== undefined){
let data17 = data.HasRemoteFee;
const _errs37 = errors;
if(typeof data17 !== "boolean"){
const err16 = {instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.HasRemoteFee.type,parentSchema:schema34.properties.HasRemoteFee,data:data17};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs38 = errors;
var valid0 = _errs37 === errors;
}
if(data.SvcOrderShipOuted !== undefined){
let data18 = data.SvcOrderShipOuted;
const _errs39 = errors;
const _errs40 = errors;
if((typeof data18 == "number") && (isFinite(data18))){
}
if(typeof data18 === "string"){
if(!(formats0.validate(data18))){
const err17 = {instancePath:instancePath+"/SvcOrderShipOuted",schemaPath:"#/properties/SvcOrderShipOuted/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema34.properties.SvcOrderShipOuted,data:data18};
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
const err18 = {instancePath:instancePath+"/SvcOrderShipOuted",schemaPath:"#/properties/SvcOrderShipOuted/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SvcOrderShipOuted.type,parentSchema:schema34.properties.SvcOrderShipOuted,data:data18};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var valid0 = _errs39 === errors;
}
if(data.SvcOrderShipOutedStr !== undefined){
let data19 = data.SvcOrderShipOutedStr;
const _errs41 = errors;
const _errs42 = errors;
const _errs43 = errors;
if(typeof data19 === "string"){
if(!pattern4.test(data19)){
const err19 = {instancePath:instancePath+"/SvcOrderShipOutedStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$",parentSchema:schema41,data:data19};
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
const err20 = {instancePath:instancePath+"/SvcOrderShipOutedStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data19};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid7 = _errs42 === errors;
var valid0 = _errs41 === errors;
}
if(data.SvcOrderShipOutedTimeStr !== undefined){
let data20 = data.SvcOrderShipOutedTimeStr;
const _errs44 = errors;
const _errs45 = errors;
const _errs46 = errors;
if(typeof data20 === "string"){
if(!pattern4.test(data20)){
const err21 = {instancePath:instancePath+"/SvcOrderShipOutedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$",parentSchema:schema41,data:data20};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/SvcOrderShipOutedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data20};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var valid8 = _errs45 === errors;
var valid0 = _errs44 === errors;
}
if(data.SvcOrderPackedTimeStr !== undefined){
let data21 = data.SvcOrderPackedTimeStr;
const _errs47 = errors;
const _errs48 = errors;
const _errs49 = errors;
if(typeof data21 === "string"){
if(!pattern4.test(data21)){
const err23 = {instancePath:instancePath+"/SvcOrderPackedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])[T ](?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?$",parentSchema:schema41,data:data21};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/SvcOrderPackedTimeStr",schemaPath:"urn:fulfillment-api:components#/$defs/DateTimeText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data21};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid9 = _errs48 === errors;
var valid0 = _errs47 === errors;
}
if(data.WarehouseId !== undefined){
let data22 = data.WarehouseId;
const _errs50 = errors;
if(typeof data22 !== "string"){
const err25 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.WarehouseId.type,parentSchema:schema34.properties.WarehouseId,data:data22};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs51 = errors;
var valid0 = _errs50 === errors;
}
if(data.PricingProductCode !== undefined){
let data23 = data.PricingProductCode;
const _errs52 = errors;
if(typeof data23 !== "string"){
const err26 = {instancePath:instancePath+"/PricingProductCode",schemaPath:"#/properties/PricingProductCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.PricingProductCode.type,parentSchema:schema34.properties.PricingProductCode,data:data23};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs53 = errors;
var valid0 = _errs52 === errors;
}
if(data.TruckBodyNo !== undefined){
let data24 = data.TruckBodyNo;
const _errs54 = errors;
if(typeof data24 !== "string"){
const err27 = {instancePath:instancePath+"/TruckBodyNo",schemaPath:"#/properties/TruckBodyNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.TruckBodyNo.type,parentSchema:schema34.properties.TruckBodyNo,data:data24};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs55 = errors;
var valid0 = _errs54 === errors;
}
if(data.PlatformOrderNo !== undefined){
let data25 = data.PlatformOrderNo;
const _errs56 = errors;
if(typeof data25 !== "string"){
const err28 = {instancePath:instancePath+"/PlatformOrderNo",schemaPath:"#/properties/PlatformOrderNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.PlatformOrderNo.type,parentSchema:schema34.properties.PlatformOrderNo,data:data25};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs57 = errors;
var valid0 = _errs56 === errors;
}
if(data.SnCodes !== undefined){
let data26 = data.SnCodes;
const _errs58 = errors;
const _errs59 = errors;
if(Array.isArray(data26)){
let valid11 = true;
const len1 = data26.length;
for(let i1=0; i1<len1; i1++){
let data27 = data26[i1];
const _errs60 = errors;
const _errs61 = errors;
const _errs62 = errors;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.SNCode !== undefined){
let data28 = data27.SNCode;
const _errs63 = errors;
if(typeof data28 !== "string"){
const err29 = {instancePath:instancePath+"/SnCodes/" + i1+"/SNCode",schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/properties/SNCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.SNCode.type,parentSchema:schema44.properties.SNCode,data:data28};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs64 = errors;
var valid13 = _errs63 === errors;
}
if(data27.StorageNo !== undefined){
let data29 = data27.StorageNo;
const _errs65 = errors;
if(typeof data29 !== "string"){
const err30 = {instancePath:instancePath+"/SnCodes/" + i1+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.StorageNo.type,parentSchema:schema44.properties.StorageNo,data:data29};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs66 = errors;
var valid13 = _errs65 === errors;
}
}
else {
const err31 = {instancePath:instancePath+"/SnCodes/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/SnCode/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data:data27};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var valid12 = _errs61 === errors;
var valid10 = _errs60 === errors;
if(!valid10){
valid11 = false;
}
}
}
else {
const err32 = {instancePath:instancePath+"/SnCodes",schemaPath:"#/properties/SnCodes/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.SnCodes.type,parentSchema:schema34.properties.SnCodes,data:data26};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var valid0 = _errs58 === errors;
}
if(data.Skus !== undefined){
let data30 = data.Skus;
const _errs67 = errors;
const _errs68 = errors;
if(Array.isArray(data30)){
let valid15 = true;
const len2 = data30.length;
for(let i2=0; i2<len2; i2++){
let data31 = data30[i2];
const _errs69 = errors;
const _errs70 = errors;
const _errs71 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.Sku !== undefined){
let data32 = data31.Sku;
const _errs72 = errors;
if(typeof data32 !== "string"){
const err33 = {instancePath:instancePath+"/Skus/" + i2+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.Sku.type,parentSchema:schema45.properties.Sku,data:data32};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs73 = errors;
var valid17 = _errs72 === errors;
}
if(data31.StorageNo !== undefined){
let data33 = data31.StorageNo;
const _errs74 = errors;
if(typeof data33 !== "string"){
const err34 = {instancePath:instancePath+"/Skus/" + i2+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.StorageNo.type,parentSchema:schema45.properties.StorageNo,data:data33};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs75 = errors;
var valid17 = _errs74 === errors;
}
if(data31.Quantity !== undefined){
let data34 = data31.Quantity;
const _errs76 = errors;
if(!((typeof data34 == "number") && (isFinite(data34)))){
const err35 = {instancePath:instancePath+"/Skus/" + i2+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.Quantity.type,parentSchema:schema45.properties.Quantity,data:data34};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const _errs77 = errors;
var valid17 = _errs76 === errors;
}
}
else {
const err36 = {instancePath:instancePath+"/Skus/" + i2,schemaPath:"urn:fulfillment-api:components#/$defs/ShippedSku/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data:data31};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var valid16 = _errs70 === errors;
var valid14 = _errs69 === errors;
if(!valid14){
valid15 = false;
}
}
}
else {
const err37 = {instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.Skus.type,parentSchema:schema34.properties.Skus,data:data30};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var valid0 = _errs67 === errors;
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"RetryCount":true,"UnShippedReason":true,"ServiceCode":true,"TrackingNumber":true,"InternalNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"ShippingCosts":true,"Weight":true,"HasRemoteFee":true,"SvcOrderShipOuted":true,"SvcOrderShipOutedStr":true,"SvcOrderShipOutedTimeStr":true,"SvcOrderPackedTimeStr":true,"WarehouseId":true,"PricingProductCode":true,"TruckBodyNo":true,"PlatformOrderNo":true,"SnCodes":true,"Skus":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
