"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of createOutboundOrders: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/CreateOutboundOrdersRequest"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/CreateOutboundOrdersRequest");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const schema3 = runtime.schema("component", "/components/schemas/OutboundPackage");
const schema4 = runtime.schema("component", "/components/schemas/OutboundShipToAddress");
const schema5 = runtime.schema("component", "/components/schemas/OutboundSku");
const schema6 = runtime.schema("component", "/components/schemas/OutboundCustomsInfo");
const schema8 = runtime.schema("component", "/components/schemas/RefInboundOrderInfo");
const schema9 = runtime.schema("component", "/components/schemas/RefInboundOrderMapping");

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
if(data.ShipmentId !== undefined){
const _errs1 = errors;
if(typeof data.ShipmentId !== "string"){
validate4.errors = [{instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RefInboundOrderMappings !== undefined){
let data1 = data.RefInboundOrderMappings;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.CustomContainerNo !== undefined){
const _errs8 = errors;
if(typeof data2.CustomContainerNo !== "string"){
validate4.errors = [{instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/CustomContainerNo",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/CustomContainerNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.StorageNo !== undefined){
const _errs10 = errors;
if(typeof data2.StorageNo !== "string"){
validate4.errors = [{instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data2.Sku !== undefined){
const _errs12 = errors;
if(typeof data2.Sku !== "string"){
validate4.errors = [{instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/RefInboundOrderMappings/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/RefInboundOrderMappings",schemaPath:"#/properties/RefInboundOrderMappings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
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
validate4.evaluated = {"props":{"ShipmentId":true,"RefInboundOrderMappings":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.PlatformOrderNo !== undefined){
const _errs3 = errors;
if(typeof data.PlatformOrderNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/PlatformOrderNo",schemaPath:"#/properties/PlatformOrderNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShipmentId !== undefined){
const _errs5 = errors;
if(typeof data.ShipmentId !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ServiceCode !== undefined){
const _errs7 = errors;
if(typeof data.ServiceCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PreSale !== undefined){
const _errs9 = errors;
if(typeof data.PreSale !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/PreSale",schemaPath:"#/properties/PreSale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShipToAddress !== undefined){
let data5 = data.ShipToAddress;
const _errs11 = errors;
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.TaxId !== undefined){
const _errs14 = errors;
if(typeof data5.TaxId !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/TaxId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/TaxId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.RecipientBirthday !== undefined){
const _errs16 = errors;
if(typeof data5.RecipientBirthday !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/RecipientBirthday",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/RecipientBirthday/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.IDNumber !== undefined){
const _errs18 = errors;
if(typeof data5.IDNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/IDNumber",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/IDNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.BankCardLast4digits !== undefined){
const _errs20 = errors;
if(typeof data5.BankCardLast4digits !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/BankCardLast4digits",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/BankCardLast4digits/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.PaymentType !== undefined){
const _errs22 = errors;
if(typeof data5.PaymentType !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/PaymentType",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/PaymentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.IssuingInstitution !== undefined){
const _errs24 = errors;
if(typeof data5.IssuingInstitution !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/IssuingInstitution",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/IssuingInstitution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Taxfree !== undefined){
const _errs26 = errors;
if(typeof data5.Taxfree !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Taxfree",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Taxfree/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.DutyParagraph !== undefined){
const _errs28 = errors;
if(typeof data5.DutyParagraph !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/DutyParagraph",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/DutyParagraph/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Department !== undefined){
const _errs30 = errors;
if(typeof data5.Department !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.TypeOfTaxId !== undefined){
const _errs32 = errors;
if(typeof data5.TypeOfTaxId !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/TypeOfTaxId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/TypeOfTaxId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.ShortAddress !== undefined){
const _errs34 = errors;
if(typeof data5.ShortAddress !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/ShortAddress",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/ShortAddress/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Contact !== undefined){
const _errs36 = errors;
if(typeof data5.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Phone !== undefined){
const _errs38 = errors;
if(typeof data5.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Email !== undefined){
const _errs40 = errors;
if(typeof data5.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Country !== undefined){
const _errs42 = errors;
if(typeof data5.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs42 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Province !== undefined){
const _errs44 = errors;
if(typeof data5.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs44 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.City !== undefined){
const _errs46 = errors;
if(typeof data5.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs46 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.District !== undefined){
const _errs48 = errors;
if(typeof data5.District !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/District",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/District/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs48 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Street1 !== undefined){
const _errs50 = errors;
if(typeof data5.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs50 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Street2 !== undefined){
const _errs52 = errors;
if(typeof data5.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs52 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.HouseNumber !== undefined){
const _errs54 = errors;
if(typeof data5.HouseNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs54 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.Postcode !== undefined){
const _errs56 = errors;
if(typeof data5.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs56 === errors;
}
else {
var valid2 = true;
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
validate3.errors = [{instancePath:instancePath+"/ShipToAddress",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Skus !== undefined){
let data28 = data.Skus;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data28)){
var valid3 = true;
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
const _errs60 = errors;
const _errs61 = errors;
if(errors === _errs61){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.Sku !== undefined){
const _errs63 = errors;
if(typeof data29.Sku !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs63 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.StorageNo !== undefined){
const _errs65 = errors;
if(typeof data29.StorageNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs65 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.Quantity !== undefined){
let data32 = data29.Quantity;
const _errs67 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid5 = _errs67 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.FNSKU !== undefined){
const _errs69 = errors;
if(typeof data29.FNSKU !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/FNSKU",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/FNSKU/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs69 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.FNSKULabel !== undefined){
const _errs71 = errors;
if(typeof data29.FNSKULabel !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/FNSKULabel",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/FNSKULabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs71 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.ProductName !== undefined){
const _errs73 = errors;
if(typeof data29.ProductName !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/ProductName",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/ProductName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs73 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.Price !== undefined){
let data36 = data29.Price;
const _errs75 = errors;
if(!((typeof data36 == "number") && (isFinite(data36)))){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/Price",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid5 = _errs75 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.PlatformItemId !== undefined){
const _errs77 = errors;
if(typeof data29.PlatformItemId !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/PlatformItemId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/PlatformItemId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs77 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.PlatformTransactionId !== undefined){
const _errs79 = errors;
if(typeof data29.PlatformTransactionId !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/PlatformTransactionId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/PlatformTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs79 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data29.HsCode !== undefined){
const _errs81 = errors;
if(typeof data29.HsCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0+"/HsCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs81 === errors;
}
else {
var valid5 = true;
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
validate3.errors = [{instancePath:instancePath+"/Skus/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs60 === errors;
if(!valid3){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExportsInfo !== undefined){
let data40 = data.ExportsInfo;
const _errs83 = errors;
const _errs84 = errors;
if(errors === _errs84){
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.EoriCode !== undefined){
const _errs86 = errors;
if(typeof data40.EoriCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs86 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Country !== undefined){
const _errs88 = errors;
if(typeof data40.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs88 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Province !== undefined){
const _errs90 = errors;
if(typeof data40.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs90 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.City !== undefined){
const _errs92 = errors;
if(typeof data40.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs92 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Street1 !== undefined){
const _errs94 = errors;
if(typeof data40.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs94 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Street2 !== undefined){
const _errs96 = errors;
if(typeof data40.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs96 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Postcode !== undefined){
const _errs98 = errors;
if(typeof data40.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs98 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Contact !== undefined){
const _errs100 = errors;
if(typeof data40.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs100 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Company !== undefined){
const _errs102 = errors;
if(typeof data40.Company !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs102 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Phone !== undefined){
const _errs104 = errors;
if(typeof data40.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs104 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Email !== undefined){
const _errs106 = errors;
if(typeof data40.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs106 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data40.Department !== undefined){
const _errs108 = errors;
if(typeof data40.Department !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs108 === errors;
}
else {
var valid7 = true;
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
validate3.errors = [{instancePath:instancePath+"/ExportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs83 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportsInfo !== undefined){
let data53 = data.ImportsInfo;
const _errs110 = errors;
const _errs111 = errors;
if(errors === _errs111){
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.EoriCode !== undefined){
const _errs113 = errors;
if(typeof data53.EoriCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs113 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Country !== undefined){
const _errs115 = errors;
if(typeof data53.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs115 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Province !== undefined){
const _errs117 = errors;
if(typeof data53.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs117 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.City !== undefined){
const _errs119 = errors;
if(typeof data53.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs119 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Street1 !== undefined){
const _errs121 = errors;
if(typeof data53.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs121 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Street2 !== undefined){
const _errs123 = errors;
if(typeof data53.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs123 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Postcode !== undefined){
const _errs125 = errors;
if(typeof data53.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs125 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Contact !== undefined){
const _errs127 = errors;
if(typeof data53.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs127 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Company !== undefined){
const _errs129 = errors;
if(typeof data53.Company !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs129 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Phone !== undefined){
const _errs131 = errors;
if(typeof data53.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs131 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Email !== undefined){
const _errs133 = errors;
if(typeof data53.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs133 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data53.Department !== undefined){
const _errs135 = errors;
if(typeof data53.Department !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs135 === errors;
}
else {
var valid9 = true;
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
validate3.errors = [{instancePath:instancePath+"/ImportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs110 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SellPrice !== undefined){
let data66 = data.SellPrice;
const _errs137 = errors;
if(!((typeof data66 == "number") && (isFinite(data66)))){
validate3.errors = [{instancePath:instancePath+"/SellPrice",schemaPath:"#/properties/SellPrice/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs137 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SellPriceCurrency !== undefined){
const _errs139 = errors;
if(typeof data.SellPriceCurrency !== "string"){
validate3.errors = [{instancePath:instancePath+"/SellPriceCurrency",schemaPath:"#/properties/SellPriceCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs139 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Remark !== undefined){
const _errs141 = errors;
if(typeof data.Remark !== "string"){
validate3.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs141 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SalesPlatform !== undefined){
const _errs143 = errors;
if(typeof data.SalesPlatform !== "string"){
validate3.errors = [{instancePath:instancePath+"/SalesPlatform",schemaPath:"#/properties/SalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs143 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportTrackingNumber !== undefined){
const _errs145 = errors;
if(typeof data.ImportTrackingNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportTrackingNumber",schemaPath:"#/properties/ImportTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs145 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VatCode !== undefined){
const _errs147 = errors;
if(typeof data.VatCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/VatCode",schemaPath:"#/properties/VatCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs147 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportLabel !== undefined){
const _errs149 = errors;
if(typeof data.ImportLabel !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportLabel",schemaPath:"#/properties/ImportLabel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs149 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportLabel2 !== undefined){
const _errs151 = errors;
if(typeof data.ImportLabel2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportLabel2",schemaPath:"#/properties/ImportLabel2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs151 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CarrierName !== undefined){
const _errs153 = errors;
if(typeof data.CarrierName !== "string"){
validate3.errors = [{instancePath:instancePath+"/CarrierName",schemaPath:"#/properties/CarrierName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs153 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CarrierService !== undefined){
const _errs155 = errors;
if(typeof data.CarrierService !== "string"){
validate3.errors = [{instancePath:instancePath+"/CarrierService",schemaPath:"#/properties/CarrierService/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs155 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CodAmount !== undefined){
let data76 = data.CodAmount;
const _errs157 = errors;
if(!((typeof data76 == "number") && (isFinite(data76)))){
validate3.errors = [{instancePath:instancePath+"/CodAmount",schemaPath:"#/properties/CodAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs157 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsCreateNewOrder !== undefined){
const _errs159 = errors;
if(typeof data.IsCreateNewOrder !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/IsCreateNewOrder",schemaPath:"#/properties/IsCreateNewOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs159 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RefInboundOrderInfo !== undefined){
const _errs161 = errors;
if(!(validate4(data.RefInboundOrderInfo, {instancePath:instancePath+"/RefInboundOrderInfo",parentData:data,parentDataProperty:"RefInboundOrderInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid0 = _errs161 === errors;
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
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"PackageId":true,"PlatformOrderNo":true,"ShipmentId":true,"ServiceCode":true,"PreSale":true,"ShipToAddress":true,"Skus":true,"ExportsInfo":true,"ImportsInfo":true,"SellPrice":true,"SellPriceCurrency":true,"Remark":true,"SalesPlatform":true,"ImportTrackingNumber":true,"VatCode":true,"ImportLabel":true,"ImportLabel2":true,"CarrierName":true,"CarrierService":true,"CodAmount":true,"IsCreateNewOrder":true,"RefInboundOrderInfo":true},"dynamicProps":false,"dynamicItems":false};


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
if(((data.WarehouseId === undefined) && (missing0 = "WarehouseId")) || ((data.Packages === undefined) && (missing0 = "Packages"))){
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
if(data.Packages !== undefined){
let data1 = data.Packages;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate3(data1[i0], {instancePath:instancePath+"/Packages/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Packages",schemaPath:"#/properties/Packages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Channel !== undefined){
const _errs6 = errors;
if(typeof data.Channel !== "string"){
validate1.errors = [{instancePath:instancePath+"/Channel",schemaPath:"#/properties/Channel/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SubmitLater !== undefined){
const _errs8 = errors;
if(typeof data.SubmitLater !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/SubmitLater",schemaPath:"#/properties/SubmitLater/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"WarehouseId":true,"Packages":true,"Channel":true,"SubmitLater":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1outboundOrders~1multiple/post/responses/200/content/application~1json/schema"] = validate7;
const schema10 = runtime.schema("root", "/paths/~1v1~1outboundOrders~1multiple/post/responses/200/content/application~1json/schema");
const schema11 = runtime.schema("component", "/components/schemas/PackageResult");

function validate7(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate7.evaluated;
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
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
const _errs4 = errors;
let valid2 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.Success === undefined) && (missing0 = "Success")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.Success !== undefined){
if(false !== data0.Success){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.Message === undefined) && (missing1 = "Message")) || ((data0.ErrorCode === undefined) && (missing1 = "ErrorCode"))){
validate7.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.Message !== undefined){
let data2 = data0.Message;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data0.ErrorCode !== undefined){
let data3 = data0.ErrorCode;
const _errs9 = errors;
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/ErrorCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid2 = _valid0;
if(valid2){
var props0 = true;
}
}
if(!valid2){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate7.errors = vErrors;
return false;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(props0 !== true){
props0 = props0 || {};
props0.PackageId = true;
props0.Success = true;
props0.Message = true;
props0.ErrorCode = true;
}
if(data0.PackageId !== undefined){
const _errs11 = errors;
if(typeof data0.PackageId !== "string"){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs11 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.Success !== undefined){
const _errs13 = errors;
if(typeof data0.Success !== "boolean"){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/Success",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.Message !== undefined){
const _errs15 = errors;
if(typeof data0.Message !== "string"){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.ErrorCode !== undefined){
const _errs17 = errors;
if(typeof data0.ErrorCode !== "string"){
validate7.errors = [{instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}
validate7.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1outboundOrders~1multiple/post/responses/201/content/application~1json/schema"] = validate8;
const schema12 = runtime.schema("root", "/paths/~1v1~1outboundOrders~1multiple/post/responses/201/content/application~1json/schema");

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate8.evaluated;
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
let data0 = data[i0];
const _errs1 = errors;
const _errs2 = errors;
const _errs4 = errors;
let valid2 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.Success === undefined) && (missing0 = "Success")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.Success !== undefined){
if(false !== data0.Success){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if(((data0.Message === undefined) && (missing1 = "Message")) || ((data0.ErrorCode === undefined) && (missing1 = "ErrorCode"))){
validate8.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data0.Message !== undefined){
let data2 = data0.Message;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func0(data2) < 1){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data0.ErrorCode !== undefined){
let data3 = data0.ErrorCode;
const _errs9 = errors;
if(typeof data3 === "string"){
if(func0(data3) < 1){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/ErrorCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
}
}
}
var _valid0 = _errs7 === errors;
valid2 = _valid0;
if(valid2){
var props0 = true;
}
}
if(!valid2){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
validate8.errors = vErrors;
return false;
}
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(props0 !== true){
props0 = props0 || {};
props0.PackageId = true;
props0.Success = true;
props0.Message = true;
props0.ErrorCode = true;
}
if(data0.PackageId !== undefined){
const _errs11 = errors;
if(typeof data0.PackageId !== "string"){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs11 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.Success !== undefined){
const _errs13 = errors;
if(typeof data0.Success !== "boolean"){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/Success",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid5 = _errs13 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.Message !== undefined){
const _errs15 = errors;
if(typeof data0.Message !== "string"){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs15 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data0.ErrorCode !== undefined){
const _errs17 = errors;
if(typeof data0.ErrorCode !== "string"){
validate8.errors = [{instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs17 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
else {
validate8.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/CreateOutboundOrdersRequest"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/CreateOutboundOrdersRequest");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const schema34 = runtime.schema("component", "/components/schemas/OutboundPackage");
const schema35 = runtime.schema("component", "/components/schemas/OutboundShipToAddress");
const schema36 = runtime.schema("component", "/components/schemas/OutboundSku");
const schema37 = runtime.schema("component", "/components/schemas/OutboundCustomsInfo");
const schema39 = runtime.schema("component", "/components/schemas/RefInboundOrderInfo");
const schema40 = runtime.schema("component", "/components/schemas/RefInboundOrderMapping");

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
if(data.ShipmentId !== undefined){
let data0 = data.ShipmentId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ShipmentId.type,parentSchema:schema39.properties.ShipmentId,data:data0};
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
if(data.RefInboundOrderMappings !== undefined){
let data1 = data.RefInboundOrderMappings;
const _errs3 = errors;
const _errs4 = errors;
if(Array.isArray(data1)){
let valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.CustomContainerNo !== undefined){
let data3 = data2.CustomContainerNo;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err1 = {instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/CustomContainerNo",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/CustomContainerNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.CustomContainerNo.type,parentSchema:schema40.properties.CustomContainerNo,data:data3};
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
if(data2.StorageNo !== undefined){
let data4 = data2.StorageNo;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err2 = {instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.StorageNo.type,parentSchema:schema40.properties.StorageNo,data:data4};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs11 = errors;
var valid4 = _errs10 === errors;
}
if(data2.Sku !== undefined){
let data5 = data2.Sku;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err3 = {instancePath:instancePath+"/RefInboundOrderMappings/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Sku.type,parentSchema:schema40.properties.Sku,data:data5};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs13 = errors;
var valid4 = _errs12 === errors;
}
}
else {
const err4 = {instancePath:instancePath+"/RefInboundOrderMappings/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/RefInboundOrderMapping/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid3 = _errs6 === errors;
var valid1 = _errs5 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err5 = {instancePath:instancePath+"/RefInboundOrderMappings",schemaPath:"#/properties/RefInboundOrderMappings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema39.properties.RefInboundOrderMappings.type,parentSchema:schema39.properties.RefInboundOrderMappings,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs3 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"ShipmentId":true,"RefInboundOrderMappings":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.PlatformOrderNo !== undefined){
let data1 = data.PlatformOrderNo;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/PlatformOrderNo",schemaPath:"#/properties/PlatformOrderNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.PlatformOrderNo.type,parentSchema:schema34.properties.PlatformOrderNo,data:data1};
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
if(data.ShipmentId !== undefined){
let data2 = data.ShipmentId;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ShipmentId.type,parentSchema:schema34.properties.ShipmentId,data:data2};
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
if(data.ServiceCode !== undefined){
let data3 = data.ServiceCode;
const _errs7 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ServiceCode.type,parentSchema:schema34.properties.ServiceCode,data:data3};
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
if(data.PreSale !== undefined){
let data4 = data.PreSale;
const _errs9 = errors;
if(typeof data4 !== "boolean"){
const err4 = {instancePath:instancePath+"/PreSale",schemaPath:"#/properties/PreSale/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.PreSale.type,parentSchema:schema34.properties.PreSale,data:data4};
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
if(data.ShipToAddress !== undefined){
let data5 = data.ShipToAddress;
const _errs11 = errors;
const _errs12 = errors;
const _errs13 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.TaxId !== undefined){
let data6 = data5.TaxId;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/ShipToAddress/TaxId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/TaxId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.TaxId.type,parentSchema:schema35.properties.TaxId,data:data6};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs15 = errors;
var valid2 = _errs14 === errors;
}
if(data5.RecipientBirthday !== undefined){
let data7 = data5.RecipientBirthday;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/ShipToAddress/RecipientBirthday",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/RecipientBirthday/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.RecipientBirthday.type,parentSchema:schema35.properties.RecipientBirthday,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs17 = errors;
var valid2 = _errs16 === errors;
}
if(data5.IDNumber !== undefined){
let data8 = data5.IDNumber;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/ShipToAddress/IDNumber",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/IDNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.IDNumber.type,parentSchema:schema35.properties.IDNumber,data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs19 = errors;
var valid2 = _errs18 === errors;
}
if(data5.BankCardLast4digits !== undefined){
let data9 = data5.BankCardLast4digits;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err8 = {instancePath:instancePath+"/ShipToAddress/BankCardLast4digits",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/BankCardLast4digits/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.BankCardLast4digits.type,parentSchema:schema35.properties.BankCardLast4digits,data:data9};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs21 = errors;
var valid2 = _errs20 === errors;
}
if(data5.PaymentType !== undefined){
let data10 = data5.PaymentType;
const _errs22 = errors;
if(typeof data10 !== "string"){
const err9 = {instancePath:instancePath+"/ShipToAddress/PaymentType",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/PaymentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.PaymentType.type,parentSchema:schema35.properties.PaymentType,data:data10};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs23 = errors;
var valid2 = _errs22 === errors;
}
if(data5.IssuingInstitution !== undefined){
let data11 = data5.IssuingInstitution;
const _errs24 = errors;
if(typeof data11 !== "string"){
const err10 = {instancePath:instancePath+"/ShipToAddress/IssuingInstitution",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/IssuingInstitution/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.IssuingInstitution.type,parentSchema:schema35.properties.IssuingInstitution,data:data11};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs25 = errors;
var valid2 = _errs24 === errors;
}
if(data5.Taxfree !== undefined){
let data12 = data5.Taxfree;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err11 = {instancePath:instancePath+"/ShipToAddress/Taxfree",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Taxfree/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Taxfree.type,parentSchema:schema35.properties.Taxfree,data:data12};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs27 = errors;
var valid2 = _errs26 === errors;
}
if(data5.DutyParagraph !== undefined){
let data13 = data5.DutyParagraph;
const _errs28 = errors;
if(typeof data13 !== "string"){
const err12 = {instancePath:instancePath+"/ShipToAddress/DutyParagraph",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/DutyParagraph/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.DutyParagraph.type,parentSchema:schema35.properties.DutyParagraph,data:data13};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs29 = errors;
var valid2 = _errs28 === errors;
}
if(data5.Department !== undefined){
let data14 = data5.Department;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err13 = {instancePath:instancePath+"/ShipToAddress/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Department.type,parentSchema:schema35.properties.Department,data:data14};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs31 = errors;
var valid2 = _errs30 === errors;
}
if(data5.TypeOfTaxId !== undefined){
let data15 = data5.TypeOfTaxId;
const _errs32 = errors;
if(typeof data15 !== "string"){
const err14 = {instancePath:instancePath+"/ShipToAddress/TypeOfTaxId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/TypeOfTaxId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.TypeOfTaxId.type,parentSchema:schema35.properties.TypeOfTaxId,data:data15};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs33 = errors;
var valid2 = _errs32 === errors;
}
if(data5.ShortAddress !== undefined){
let data16 = data5.ShortAddress;
const _errs34 = errors;
if(typeof data16 !== "string"){
const err15 = {instancePath:instancePath+"/ShipToAddress/ShortAddress",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/ShortAddress/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.ShortAddress.type,parentSchema:schema35.properties.ShortAddress,data:data16};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs35 = errors;
var valid2 = _errs34 === errors;
}
if(data5.Contact !== undefined){
let data17 = data5.Contact;
const _errs36 = errors;
if(typeof data17 !== "string"){
const err16 = {instancePath:instancePath+"/ShipToAddress/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Contact.type,parentSchema:schema35.properties.Contact,data:data17};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs37 = errors;
var valid2 = _errs36 === errors;
}
if(data5.Phone !== undefined){
let data18 = data5.Phone;
const _errs38 = errors;
if(typeof data18 !== "string"){
const err17 = {instancePath:instancePath+"/ShipToAddress/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Phone.type,parentSchema:schema35.properties.Phone,data:data18};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs39 = errors;
var valid2 = _errs38 === errors;
}
if(data5.Email !== undefined){
let data19 = data5.Email;
const _errs40 = errors;
if(typeof data19 !== "string"){
const err18 = {instancePath:instancePath+"/ShipToAddress/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Email.type,parentSchema:schema35.properties.Email,data:data19};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs41 = errors;
var valid2 = _errs40 === errors;
}
if(data5.Country !== undefined){
let data20 = data5.Country;
const _errs42 = errors;
if(typeof data20 !== "string"){
const err19 = {instancePath:instancePath+"/ShipToAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Country.type,parentSchema:schema35.properties.Country,data:data20};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs43 = errors;
var valid2 = _errs42 === errors;
}
if(data5.Province !== undefined){
let data21 = data5.Province;
const _errs44 = errors;
if(typeof data21 !== "string"){
const err20 = {instancePath:instancePath+"/ShipToAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Province.type,parentSchema:schema35.properties.Province,data:data21};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs45 = errors;
var valid2 = _errs44 === errors;
}
if(data5.City !== undefined){
let data22 = data5.City;
const _errs46 = errors;
if(typeof data22 !== "string"){
const err21 = {instancePath:instancePath+"/ShipToAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.City.type,parentSchema:schema35.properties.City,data:data22};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs47 = errors;
var valid2 = _errs46 === errors;
}
if(data5.District !== undefined){
let data23 = data5.District;
const _errs48 = errors;
if(typeof data23 !== "string"){
const err22 = {instancePath:instancePath+"/ShipToAddress/District",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/District/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.District.type,parentSchema:schema35.properties.District,data:data23};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs49 = errors;
var valid2 = _errs48 === errors;
}
if(data5.Street1 !== undefined){
let data24 = data5.Street1;
const _errs50 = errors;
if(typeof data24 !== "string"){
const err23 = {instancePath:instancePath+"/ShipToAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Street1.type,parentSchema:schema35.properties.Street1,data:data24};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs51 = errors;
var valid2 = _errs50 === errors;
}
if(data5.Street2 !== undefined){
let data25 = data5.Street2;
const _errs52 = errors;
if(typeof data25 !== "string"){
const err24 = {instancePath:instancePath+"/ShipToAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Street2.type,parentSchema:schema35.properties.Street2,data:data25};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs53 = errors;
var valid2 = _errs52 === errors;
}
if(data5.HouseNumber !== undefined){
let data26 = data5.HouseNumber;
const _errs54 = errors;
if(typeof data26 !== "string"){
const err25 = {instancePath:instancePath+"/ShipToAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.HouseNumber.type,parentSchema:schema35.properties.HouseNumber,data:data26};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs55 = errors;
var valid2 = _errs54 === errors;
}
if(data5.Postcode !== undefined){
let data27 = data5.Postcode;
const _errs56 = errors;
if(typeof data27 !== "string"){
const err26 = {instancePath:instancePath+"/ShipToAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Postcode.type,parentSchema:schema35.properties.Postcode,data:data27};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs57 = errors;
var valid2 = _errs56 === errors;
}
}
else {
const err27 = {instancePath:instancePath+"/ShipToAddress",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundShipToAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid1 = _errs12 === errors;
var valid0 = _errs11 === errors;
}
if(data.Skus !== undefined){
let data28 = data.Skus;
const _errs58 = errors;
const _errs59 = errors;
if(Array.isArray(data28)){
let valid4 = true;
const len0 = data28.length;
for(let i0=0; i0<len0; i0++){
let data29 = data28[i0];
const _errs60 = errors;
const _errs61 = errors;
const _errs62 = errors;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.Sku !== undefined){
let data30 = data29.Sku;
const _errs63 = errors;
if(typeof data30 !== "string"){
const err28 = {instancePath:instancePath+"/Skus/" + i0+"/Sku",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Sku.type,parentSchema:schema36.properties.Sku,data:data30};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs64 = errors;
var valid6 = _errs63 === errors;
}
if(data29.StorageNo !== undefined){
let data31 = data29.StorageNo;
const _errs65 = errors;
if(typeof data31 !== "string"){
const err29 = {instancePath:instancePath+"/Skus/" + i0+"/StorageNo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.StorageNo.type,parentSchema:schema36.properties.StorageNo,data:data31};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs66 = errors;
var valid6 = _errs65 === errors;
}
if(data29.Quantity !== undefined){
let data32 = data29.Quantity;
const _errs67 = errors;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err30 = {instancePath:instancePath+"/Skus/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Quantity/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.Quantity.type,parentSchema:schema36.properties.Quantity,data:data32};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs68 = errors;
var valid6 = _errs67 === errors;
}
if(data29.FNSKU !== undefined){
let data33 = data29.FNSKU;
const _errs69 = errors;
if(typeof data33 !== "string"){
const err31 = {instancePath:instancePath+"/Skus/" + i0+"/FNSKU",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/FNSKU/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.FNSKU.type,parentSchema:schema36.properties.FNSKU,data:data33};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs70 = errors;
var valid6 = _errs69 === errors;
}
if(data29.FNSKULabel !== undefined){
let data34 = data29.FNSKULabel;
const _errs71 = errors;
if(typeof data34 !== "string"){
const err32 = {instancePath:instancePath+"/Skus/" + i0+"/FNSKULabel",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/FNSKULabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.FNSKULabel.type,parentSchema:schema36.properties.FNSKULabel,data:data34};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs72 = errors;
var valid6 = _errs71 === errors;
}
if(data29.ProductName !== undefined){
let data35 = data29.ProductName;
const _errs73 = errors;
if(typeof data35 !== "string"){
const err33 = {instancePath:instancePath+"/Skus/" + i0+"/ProductName",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/ProductName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ProductName.type,parentSchema:schema36.properties.ProductName,data:data35};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs74 = errors;
var valid6 = _errs73 === errors;
}
if(data29.Price !== undefined){
let data36 = data29.Price;
const _errs75 = errors;
if(!((typeof data36 == "number") && (isFinite(data36)))){
const err34 = {instancePath:instancePath+"/Skus/" + i0+"/Price",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/Price/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.Price.type,parentSchema:schema36.properties.Price,data:data36};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs76 = errors;
var valid6 = _errs75 === errors;
}
if(data29.PlatformItemId !== undefined){
let data37 = data29.PlatformItemId;
const _errs77 = errors;
if(typeof data37 !== "string"){
const err35 = {instancePath:instancePath+"/Skus/" + i0+"/PlatformItemId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/PlatformItemId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.PlatformItemId.type,parentSchema:schema36.properties.PlatformItemId,data:data37};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
const _errs78 = errors;
var valid6 = _errs77 === errors;
}
if(data29.PlatformTransactionId !== undefined){
let data38 = data29.PlatformTransactionId;
const _errs79 = errors;
if(typeof data38 !== "string"){
const err36 = {instancePath:instancePath+"/Skus/" + i0+"/PlatformTransactionId",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/PlatformTransactionId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.PlatformTransactionId.type,parentSchema:schema36.properties.PlatformTransactionId,data:data38};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const _errs80 = errors;
var valid6 = _errs79 === errors;
}
if(data29.HsCode !== undefined){
let data39 = data29.HsCode;
const _errs81 = errors;
if(typeof data39 !== "string"){
const err37 = {instancePath:instancePath+"/Skus/" + i0+"/HsCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.HsCode.type,parentSchema:schema36.properties.HsCode,data:data39};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs82 = errors;
var valid6 = _errs81 === errors;
}
}
else {
const err38 = {instancePath:instancePath+"/Skus/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/OutboundSku/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data:data29};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var valid5 = _errs61 === errors;
var valid3 = _errs60 === errors;
if(!valid3){
valid4 = false;
}
}
}
else {
const err39 = {instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.Skus.type,parentSchema:schema34.properties.Skus,data:data28};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var valid0 = _errs58 === errors;
}
if(data.ExportsInfo !== undefined){
let data40 = data.ExportsInfo;
const _errs83 = errors;
const _errs84 = errors;
const _errs85 = errors;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.EoriCode !== undefined){
let data41 = data40.EoriCode;
const _errs86 = errors;
if(typeof data41 !== "string"){
const err40 = {instancePath:instancePath+"/ExportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.EoriCode.type,parentSchema:schema37.properties.EoriCode,data:data41};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const _errs87 = errors;
var valid8 = _errs86 === errors;
}
if(data40.Country !== undefined){
let data42 = data40.Country;
const _errs88 = errors;
if(typeof data42 !== "string"){
const err41 = {instancePath:instancePath+"/ExportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Country.type,parentSchema:schema37.properties.Country,data:data42};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs89 = errors;
var valid8 = _errs88 === errors;
}
if(data40.Province !== undefined){
let data43 = data40.Province;
const _errs90 = errors;
if(typeof data43 !== "string"){
const err42 = {instancePath:instancePath+"/ExportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Province.type,parentSchema:schema37.properties.Province,data:data43};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs91 = errors;
var valid8 = _errs90 === errors;
}
if(data40.City !== undefined){
let data44 = data40.City;
const _errs92 = errors;
if(typeof data44 !== "string"){
const err43 = {instancePath:instancePath+"/ExportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.City.type,parentSchema:schema37.properties.City,data:data44};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const _errs93 = errors;
var valid8 = _errs92 === errors;
}
if(data40.Street1 !== undefined){
let data45 = data40.Street1;
const _errs94 = errors;
if(typeof data45 !== "string"){
const err44 = {instancePath:instancePath+"/ExportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Street1.type,parentSchema:schema37.properties.Street1,data:data45};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs95 = errors;
var valid8 = _errs94 === errors;
}
if(data40.Street2 !== undefined){
let data46 = data40.Street2;
const _errs96 = errors;
if(typeof data46 !== "string"){
const err45 = {instancePath:instancePath+"/ExportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Street2.type,parentSchema:schema37.properties.Street2,data:data46};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const _errs97 = errors;
var valid8 = _errs96 === errors;
}
if(data40.Postcode !== undefined){
let data47 = data40.Postcode;
const _errs98 = errors;
if(typeof data47 !== "string"){
const err46 = {instancePath:instancePath+"/ExportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Postcode.type,parentSchema:schema37.properties.Postcode,data:data47};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs99 = errors;
var valid8 = _errs98 === errors;
}
if(data40.Contact !== undefined){
let data48 = data40.Contact;
const _errs100 = errors;
if(typeof data48 !== "string"){
const err47 = {instancePath:instancePath+"/ExportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Contact.type,parentSchema:schema37.properties.Contact,data:data48};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
const _errs101 = errors;
var valid8 = _errs100 === errors;
}
if(data40.Company !== undefined){
let data49 = data40.Company;
const _errs102 = errors;
if(typeof data49 !== "string"){
const err48 = {instancePath:instancePath+"/ExportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Company.type,parentSchema:schema37.properties.Company,data:data49};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const _errs103 = errors;
var valid8 = _errs102 === errors;
}
if(data40.Phone !== undefined){
let data50 = data40.Phone;
const _errs104 = errors;
if(typeof data50 !== "string"){
const err49 = {instancePath:instancePath+"/ExportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Phone.type,parentSchema:schema37.properties.Phone,data:data50};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs105 = errors;
var valid8 = _errs104 === errors;
}
if(data40.Email !== undefined){
let data51 = data40.Email;
const _errs106 = errors;
if(typeof data51 !== "string"){
const err50 = {instancePath:instancePath+"/ExportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Email.type,parentSchema:schema37.properties.Email,data:data51};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const _errs107 = errors;
var valid8 = _errs106 === errors;
}
if(data40.Department !== undefined){
let data52 = data40.Department;
const _errs108 = errors;
if(typeof data52 !== "string"){
const err51 = {instancePath:instancePath+"/ExportsInfo/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Department.type,parentSchema:schema37.properties.Department,data:data52};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs109 = errors;
var valid8 = _errs108 === errors;
}
}
else {
const err52 = {instancePath:instancePath+"/ExportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data40};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var valid7 = _errs84 === errors;
var valid0 = _errs83 === errors;
}
if(data.ImportsInfo !== undefined){
let data53 = data.ImportsInfo;
const _errs110 = errors;
const _errs111 = errors;
const _errs112 = errors;
if(data53 && typeof data53 == "object" && !Array.isArray(data53)){
if(data53.EoriCode !== undefined){
let data54 = data53.EoriCode;
const _errs113 = errors;
if(typeof data54 !== "string"){
const err53 = {instancePath:instancePath+"/ImportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.EoriCode.type,parentSchema:schema37.properties.EoriCode,data:data54};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const _errs114 = errors;
var valid10 = _errs113 === errors;
}
if(data53.Country !== undefined){
let data55 = data53.Country;
const _errs115 = errors;
if(typeof data55 !== "string"){
const err54 = {instancePath:instancePath+"/ImportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Country.type,parentSchema:schema37.properties.Country,data:data55};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs116 = errors;
var valid10 = _errs115 === errors;
}
if(data53.Province !== undefined){
let data56 = data53.Province;
const _errs117 = errors;
if(typeof data56 !== "string"){
const err55 = {instancePath:instancePath+"/ImportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Province.type,parentSchema:schema37.properties.Province,data:data56};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs118 = errors;
var valid10 = _errs117 === errors;
}
if(data53.City !== undefined){
let data57 = data53.City;
const _errs119 = errors;
if(typeof data57 !== "string"){
const err56 = {instancePath:instancePath+"/ImportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.City.type,parentSchema:schema37.properties.City,data:data57};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs120 = errors;
var valid10 = _errs119 === errors;
}
if(data53.Street1 !== undefined){
let data58 = data53.Street1;
const _errs121 = errors;
if(typeof data58 !== "string"){
const err57 = {instancePath:instancePath+"/ImportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Street1.type,parentSchema:schema37.properties.Street1,data:data58};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs122 = errors;
var valid10 = _errs121 === errors;
}
if(data53.Street2 !== undefined){
let data59 = data53.Street2;
const _errs123 = errors;
if(typeof data59 !== "string"){
const err58 = {instancePath:instancePath+"/ImportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Street2.type,parentSchema:schema37.properties.Street2,data:data59};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const _errs124 = errors;
var valid10 = _errs123 === errors;
}
if(data53.Postcode !== undefined){
let data60 = data53.Postcode;
const _errs125 = errors;
if(typeof data60 !== "string"){
const err59 = {instancePath:instancePath+"/ImportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Postcode.type,parentSchema:schema37.properties.Postcode,data:data60};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const _errs126 = errors;
var valid10 = _errs125 === errors;
}
if(data53.Contact !== undefined){
let data61 = data53.Contact;
const _errs127 = errors;
if(typeof data61 !== "string"){
const err60 = {instancePath:instancePath+"/ImportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Contact.type,parentSchema:schema37.properties.Contact,data:data61};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs128 = errors;
var valid10 = _errs127 === errors;
}
if(data53.Company !== undefined){
let data62 = data53.Company;
const _errs129 = errors;
if(typeof data62 !== "string"){
const err61 = {instancePath:instancePath+"/ImportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Company.type,parentSchema:schema37.properties.Company,data:data62};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const _errs130 = errors;
var valid10 = _errs129 === errors;
}
if(data53.Phone !== undefined){
let data63 = data53.Phone;
const _errs131 = errors;
if(typeof data63 !== "string"){
const err62 = {instancePath:instancePath+"/ImportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Phone.type,parentSchema:schema37.properties.Phone,data:data63};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs132 = errors;
var valid10 = _errs131 === errors;
}
if(data53.Email !== undefined){
let data64 = data53.Email;
const _errs133 = errors;
if(typeof data64 !== "string"){
const err63 = {instancePath:instancePath+"/ImportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Email.type,parentSchema:schema37.properties.Email,data:data64};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
const _errs134 = errors;
var valid10 = _errs133 === errors;
}
if(data53.Department !== undefined){
let data65 = data53.Department;
const _errs135 = errors;
if(typeof data65 !== "string"){
const err64 = {instancePath:instancePath+"/ImportsInfo/Department",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Department.type,parentSchema:schema37.properties.Department,data:data65};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const _errs136 = errors;
var valid10 = _errs135 === errors;
}
}
else {
const err65 = {instancePath:instancePath+"/ImportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/OutboundCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data53};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
var valid9 = _errs111 === errors;
var valid0 = _errs110 === errors;
}
if(data.SellPrice !== undefined){
let data66 = data.SellPrice;
const _errs137 = errors;
if(!((typeof data66 == "number") && (isFinite(data66)))){
const err66 = {instancePath:instancePath+"/SellPrice",schemaPath:"#/properties/SellPrice/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.SellPrice.type,parentSchema:schema34.properties.SellPrice,data:data66};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs138 = errors;
var valid0 = _errs137 === errors;
}
if(data.SellPriceCurrency !== undefined){
let data67 = data.SellPriceCurrency;
const _errs139 = errors;
if(typeof data67 !== "string"){
const err67 = {instancePath:instancePath+"/SellPriceCurrency",schemaPath:"#/properties/SellPriceCurrency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SellPriceCurrency.type,parentSchema:schema34.properties.SellPriceCurrency,data:data67};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
const _errs140 = errors;
var valid0 = _errs139 === errors;
}
if(data.Remark !== undefined){
let data68 = data.Remark;
const _errs141 = errors;
if(typeof data68 !== "string"){
const err68 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.Remark.type,parentSchema:schema34.properties.Remark,data:data68};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const _errs142 = errors;
var valid0 = _errs141 === errors;
}
if(data.SalesPlatform !== undefined){
let data69 = data.SalesPlatform;
const _errs143 = errors;
if(typeof data69 !== "string"){
const err69 = {instancePath:instancePath+"/SalesPlatform",schemaPath:"#/properties/SalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SalesPlatform.type,parentSchema:schema34.properties.SalesPlatform,data:data69};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs144 = errors;
var valid0 = _errs143 === errors;
}
if(data.ImportTrackingNumber !== undefined){
let data70 = data.ImportTrackingNumber;
const _errs145 = errors;
if(typeof data70 !== "string"){
const err70 = {instancePath:instancePath+"/ImportTrackingNumber",schemaPath:"#/properties/ImportTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ImportTrackingNumber.type,parentSchema:schema34.properties.ImportTrackingNumber,data:data70};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const _errs146 = errors;
var valid0 = _errs145 === errors;
}
if(data.VatCode !== undefined){
let data71 = data.VatCode;
const _errs147 = errors;
if(typeof data71 !== "string"){
const err71 = {instancePath:instancePath+"/VatCode",schemaPath:"#/properties/VatCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.VatCode.type,parentSchema:schema34.properties.VatCode,data:data71};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
const _errs148 = errors;
var valid0 = _errs147 === errors;
}
if(data.ImportLabel !== undefined){
let data72 = data.ImportLabel;
const _errs149 = errors;
if(typeof data72 !== "string"){
const err72 = {instancePath:instancePath+"/ImportLabel",schemaPath:"#/properties/ImportLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ImportLabel.type,parentSchema:schema34.properties.ImportLabel,data:data72};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
const _errs150 = errors;
var valid0 = _errs149 === errors;
}
if(data.ImportLabel2 !== undefined){
let data73 = data.ImportLabel2;
const _errs151 = errors;
if(typeof data73 !== "string"){
const err73 = {instancePath:instancePath+"/ImportLabel2",schemaPath:"#/properties/ImportLabel2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ImportLabel2.type,parentSchema:schema34.properties.ImportLabel2,data:data73};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
const _errs152 = errors;
var valid0 = _errs151 === errors;
}
if(data.CarrierName !== undefined){
let data74 = data.CarrierName;
const _errs153 = errors;
if(typeof data74 !== "string"){
const err74 = {instancePath:instancePath+"/CarrierName",schemaPath:"#/properties/CarrierName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.CarrierName.type,parentSchema:schema34.properties.CarrierName,data:data74};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const _errs154 = errors;
var valid0 = _errs153 === errors;
}
if(data.CarrierService !== undefined){
let data75 = data.CarrierService;
const _errs155 = errors;
if(typeof data75 !== "string"){
const err75 = {instancePath:instancePath+"/CarrierService",schemaPath:"#/properties/CarrierService/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.CarrierService.type,parentSchema:schema34.properties.CarrierService,data:data75};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
const _errs156 = errors;
var valid0 = _errs155 === errors;
}
if(data.CodAmount !== undefined){
let data76 = data.CodAmount;
const _errs157 = errors;
if(!((typeof data76 == "number") && (isFinite(data76)))){
const err76 = {instancePath:instancePath+"/CodAmount",schemaPath:"#/properties/CodAmount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.CodAmount.type,parentSchema:schema34.properties.CodAmount,data:data76};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
const _errs158 = errors;
var valid0 = _errs157 === errors;
}
if(data.IsCreateNewOrder !== undefined){
let data77 = data.IsCreateNewOrder;
const _errs159 = errors;
if(typeof data77 !== "boolean"){
const err77 = {instancePath:instancePath+"/IsCreateNewOrder",schemaPath:"#/properties/IsCreateNewOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.IsCreateNewOrder.type,parentSchema:schema34.properties.IsCreateNewOrder,data:data77};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
const _errs160 = errors;
var valid0 = _errs159 === errors;
}
if(data.RefInboundOrderInfo !== undefined){
let data78 = data.RefInboundOrderInfo;
const _errs161 = errors;
if(!(validate24(data78, {instancePath:instancePath+"/RefInboundOrderInfo",parentData:data,parentDataProperty:"RefInboundOrderInfo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs161 === errors;
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"PackageId":true,"PlatformOrderNo":true,"ShipmentId":true,"ServiceCode":true,"PreSale":true,"ShipToAddress":true,"Skus":true,"ExportsInfo":true,"ImportsInfo":true,"SellPrice":true,"SellPriceCurrency":true,"Remark":true,"SalesPlatform":true,"ImportTrackingNumber":true,"VatCode":true,"ImportLabel":true,"ImportLabel2":true,"CarrierName":true,"CarrierService":true,"CodAmount":true,"IsCreateNewOrder":true,"RefInboundOrderInfo":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.Packages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Packages"},message:"must have required property '"+"Packages"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.WarehouseId !== undefined){
let data0 = data.WarehouseId;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 30){
const err2 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters",schema:30,parentSchema:schema32.properties.WarehouseId,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.WarehouseId.type,parentSchema:schema32.properties.WarehouseId,data:data0};
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
if(data.Packages !== undefined){
let data1 = data.Packages;
const _errs3 = errors;
const _errs4 = errors;
if(Array.isArray(data1)){
let valid2 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
const _errs5 = errors;
if(!(validate23(data2, {instancePath:instancePath+"/Packages/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs5 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err4 = {instancePath:instancePath+"/Packages",schemaPath:"#/properties/Packages/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.Packages.type,parentSchema:schema32.properties.Packages,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid0 = _errs3 === errors;
}
if(data.Channel !== undefined){
let data3 = data.Channel;
const _errs6 = errors;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/Channel",schemaPath:"#/properties/Channel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Channel.type,parentSchema:schema32.properties.Channel,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs7 = errors;
var valid0 = _errs6 === errors;
}
if(data.SubmitLater !== undefined){
let data4 = data.SubmitLater;
const _errs8 = errors;
if(typeof data4 !== "boolean"){
const err6 = {instancePath:instancePath+"/SubmitLater",schemaPath:"#/properties/SubmitLater/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.SubmitLater.type,parentSchema:schema32.properties.SubmitLater,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs9 = errors;
var valid0 = _errs8 === errors;
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"WarehouseId":true,"Packages":true,"Channel":true,"SubmitLater":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1outboundOrders~1multiple/post/responses/200/content/application~1json/schema"] = validate27;
const schema41 = runtime.schema("root", "/paths/~1v1~1outboundOrders~1multiple/post/responses/200/content/application~1json/schema");
const schema42 = runtime.schema("component", "/components/schemas/PackageResult");

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
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
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
let valid3 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.Success === undefined) && (missing0 = "Success")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.Success !== undefined){
let data1 = data0.Success;
const _errs6 = errors;
if(false !== data1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
}
if(errors === _errs6){
}
var valid4 = _errs6 === errors;
}
else {
var valid4 = true;
}
if(valid4){
}
}
}
if(errors === _errs5){
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Message === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'",schema:schema42.then.required,parentSchema:schema42.then,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.ErrorCode === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "ErrorCode"},message:"must have required property '"+"ErrorCode"+"'",schema:schema42.then.required,parentSchema:schema42.then,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.Message !== undefined){
let data2 = data0.Message;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err4 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.then.properties.Message,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs8 === errors;
}
if(data0.ErrorCode !== undefined){
let data3 = data0.ErrorCode;
const _errs9 = errors;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err5 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/ErrorCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.then.properties.ErrorCode,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid5 = _errs9 === errors;
}
const _errs10 = errors;
for(const key0 in data0){
if((key0 !== "Message") && (key0 !== "ErrorCode")){
}
}
}
var _valid0 = _errs7 === errors;
valid3 = _valid0;
if(valid3){
var props0 = true;
}
}
if(!valid3){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema42.if,parentSchema:schema42,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(props0 !== true){
props0 = props0 || {};
props0.PackageId = true;
props0.Success = true;
props0.Message = true;
props0.ErrorCode = true;
}
if(data0.PackageId !== undefined){
let data4 = data0.PackageId;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.PackageId.type,parentSchema:schema42.properties.PackageId,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs12 = errors;
var valid6 = _errs11 === errors;
}
if(data0.Success !== undefined){
let data5 = data0.Success;
const _errs13 = errors;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/" + i0+"/Success",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.properties.Success.type,parentSchema:schema42.properties.Success,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs14 = errors;
var valid6 = _errs13 === errors;
}
if(data0.Message !== undefined){
let data6 = data0.Message;
const _errs15 = errors;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Message.type,parentSchema:schema42.properties.Message,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs16 = errors;
var valid6 = _errs15 === errors;
}
if(data0.ErrorCode !== undefined){
let data7 = data0.ErrorCode;
const _errs17 = errors;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.ErrorCode.type,parentSchema:schema42.properties.ErrorCode,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs18 = errors;
var valid6 = _errs17 === errors;
}
}
else {
const err11 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs2 === errors;
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1outboundOrders~1multiple/post/responses/201/content/application~1json/schema"] = validate28;
const schema43 = runtime.schema("root", "/paths/~1v1~1outboundOrders~1multiple/post/responses/201/content/application~1json/schema");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
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
const _errs2 = errors;
const _errs3 = errors;
const _errs4 = errors;
let valid3 = true;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.Success === undefined) && (missing0 = "Success")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data0.Success !== undefined){
let data1 = data0.Success;
const _errs6 = errors;
if(false !== data1){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
}
if(errors === _errs6){
}
var valid4 = _errs6 === errors;
}
else {
var valid4 = true;
}
if(valid4){
}
}
}
if(errors === _errs5){
}
var _valid0 = _errs5 === errors;
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Message === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'",schema:schema42.then.required,parentSchema:schema42.then,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.ErrorCode === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "ErrorCode"},message:"must have required property '"+"ErrorCode"+"'",schema:schema42.then.required,parentSchema:schema42.then,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.Message !== undefined){
let data2 = data0.Message;
const _errs8 = errors;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err4 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.then.properties.Message,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var valid5 = _errs8 === errors;
}
if(data0.ErrorCode !== undefined){
let data3 = data0.ErrorCode;
const _errs9 = errors;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err5 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/ErrorCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema42.then.properties.ErrorCode,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var valid5 = _errs9 === errors;
}
const _errs10 = errors;
for(const key0 in data0){
if((key0 !== "Message") && (key0 !== "ErrorCode")){
}
}
}
var _valid0 = _errs7 === errors;
valid3 = _valid0;
if(valid3){
var props0 = true;
}
}
if(!valid3){
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema42.if,parentSchema:schema42,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(props0 !== true){
props0 = props0 || {};
props0.PackageId = true;
props0.Success = true;
props0.Message = true;
props0.ErrorCode = true;
}
if(data0.PackageId !== undefined){
let data4 = data0.PackageId;
const _errs11 = errors;
if(typeof data4 !== "string"){
const err7 = {instancePath:instancePath+"/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.PackageId.type,parentSchema:schema42.properties.PackageId,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs12 = errors;
var valid6 = _errs11 === errors;
}
if(data0.Success !== undefined){
let data5 = data0.Success;
const _errs13 = errors;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/" + i0+"/Success",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema42.properties.Success.type,parentSchema:schema42.properties.Success,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs14 = errors;
var valid6 = _errs13 === errors;
}
if(data0.Message !== undefined){
let data6 = data0.Message;
const _errs15 = errors;
if(typeof data6 !== "string"){
const err9 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Message.type,parentSchema:schema42.properties.Message,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs16 = errors;
var valid6 = _errs15 === errors;
}
if(data0.ErrorCode !== undefined){
let data7 = data0.ErrorCode;
const _errs17 = errors;
if(typeof data7 !== "string"){
const err10 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.ErrorCode.type,parentSchema:schema42.properties.ErrorCode,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs18 = errors;
var valid6 = _errs17 === errors;
}
}
else {
const err11 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data:data0};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid2 = _errs2 === errors;
var valid0 = _errs1 === errors;
if(!valid0){
valid1 = false;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.type,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
