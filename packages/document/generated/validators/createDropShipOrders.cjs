"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of createDropShipOrders: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/CreateDropShipOrdersRequest"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/CreateDropShipOrdersRequest");
const func0 = runtime.require("ajv/dist/runtime/ucs2length").default;
const schema3 = runtime.schema("component", "/components/schemas/DropShipPackage");
const schema4 = runtime.schema("component", "/components/schemas/DropShipShipToAddress");
const schema5 = runtime.schema("component", "/components/schemas/Sender");
const schema9 = runtime.schema("component", "/components/schemas/DropShipCustomsInfo");
const schema6 = runtime.schema("component", "/components/schemas/DropShipSku");
const schema7 = runtime.schema("component", "/components/schemas/DeclaredAmount");

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
if(data.Sku !== undefined){
const _errs1 = errors;
if(typeof data.Sku !== "string"){
validate4.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Quantity !== undefined){
let data1 = data.Quantity;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate4.errors = [{instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data2 = data.Weight;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate4.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareValue !== undefined){
let data3 = data.DeclareValue;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate4.errors = [{instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NewDeclareValue !== undefined){
let data4 = data.NewDeclareValue;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Value !== undefined){
let data5 = data4.Value;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate4.errors = [{instancePath:instancePath+"/NewDeclareValue/Value",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.Currency !== undefined){
const _errs14 = errors;
if(typeof data4.Currency !== "string"){
validate4.errors = [{instancePath:instancePath+"/NewDeclareValue/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/NewDeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExportsDeclareValue !== undefined){
let data7 = data.ExportsDeclareValue;
const _errs16 = errors;
const _errs17 = errors;
if(errors === _errs17){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.Value !== undefined){
let data8 = data7.Value;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate4.errors = [{instancePath:instancePath+"/ExportsDeclareValue/Value",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Value/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid4 = _errs19 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data7.Currency !== undefined){
const _errs21 = errors;
if(typeof data7.Currency !== "string"){
validate4.errors = [{instancePath:instancePath+"/ExportsDeclareValue/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
}
}
else {
validate4.errors = [{instancePath:instancePath+"/ExportsDeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs16 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareNameEn !== undefined){
const _errs23 = errors;
if(typeof data.DeclareNameEn !== "string"){
validate4.errors = [{instancePath:instancePath+"/DeclareNameEn",schemaPath:"#/properties/DeclareNameEn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DeclareNameCn !== undefined){
const _errs25 = errors;
if(typeof data.DeclareNameCn !== "string"){
validate4.errors = [{instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductName !== undefined){
const _errs27 = errors;
if(typeof data.ProductName !== "string"){
validate4.errors = [{instancePath:instancePath+"/ProductName",schemaPath:"#/properties/ProductName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Price !== undefined){
let data13 = data.Price;
const _errs29 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate4.errors = [{instancePath:instancePath+"/Price",schemaPath:"#/properties/Price/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HsCode !== undefined){
const _errs31 = errors;
if(typeof data.HsCode !== "string"){
validate4.errors = [{instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SaleURL !== undefined){
const _errs33 = errors;
if(typeof data.SaleURL !== "string"){
validate4.errors = [{instancePath:instancePath+"/SaleURL",schemaPath:"#/properties/SaleURL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductLink !== undefined){
const _errs35 = errors;
if(typeof data.ProductLink !== "string"){
validate4.errors = [{instancePath:instancePath+"/ProductLink",schemaPath:"#/properties/ProductLink/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductDescription !== undefined){
const _errs37 = errors;
if(typeof data.ProductDescription !== "string"){
validate4.errors = [{instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductCategories !== undefined){
const _errs39 = errors;
if(typeof data.ProductCategories !== "string"){
validate4.errors = [{instancePath:instancePath+"/ProductCategories",schemaPath:"#/properties/ProductCategories/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.MaterialEN !== undefined){
const _errs41 = errors;
if(typeof data.MaterialEN !== "string"){
validate4.errors = [{instancePath:instancePath+"/MaterialEN",schemaPath:"#/properties/MaterialEN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
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
else {
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"Sku":true,"Quantity":true,"Weight":true,"DeclareValue":true,"NewDeclareValue":true,"ExportsDeclareValue":true,"DeclareNameEn":true,"DeclareNameCn":true,"ProductName":true,"Price":true,"HsCode":true,"SaleURL":true,"ProductLink":true,"ProductDescription":true,"ProductCategories":true,"MaterialEN":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.ServiceCode !== undefined){
const _errs3 = errors;
if(typeof data.ServiceCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShipToAddress !== undefined){
let data2 = data.ShipToAddress;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.TaxId !== undefined){
const _errs8 = errors;
if(typeof data2.TaxId !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/TaxId",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/TaxId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.HouseNumber !== undefined){
const _errs10 = errors;
if(typeof data2.HouseNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.RecipientBirthday !== undefined){
const _errs12 = errors;
if(typeof data2.RecipientBirthday !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/RecipientBirthday",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/RecipientBirthday/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.IDNumber !== undefined){
const _errs14 = errors;
if(typeof data2.IDNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/IDNumber",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/IDNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.BankCardLast4digits !== undefined){
const _errs16 = errors;
if(typeof data2.BankCardLast4digits !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/BankCardLast4digits",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/BankCardLast4digits/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.PaymentType !== undefined){
const _errs18 = errors;
if(typeof data2.PaymentType !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/PaymentType",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/PaymentType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.IssuingInstitution !== undefined){
const _errs20 = errors;
if(typeof data2.IssuingInstitution !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/IssuingInstitution",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/IssuingInstitution/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Taxfree !== undefined){
const _errs22 = errors;
if(typeof data2.Taxfree !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Taxfree",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Taxfree/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.DutyParagraph !== undefined){
const _errs24 = errors;
if(typeof data2.DutyParagraph !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/DutyParagraph",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/DutyParagraph/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Contact !== undefined){
const _errs26 = errors;
if(typeof data2.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Phone !== undefined){
const _errs28 = errors;
if(typeof data2.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Email !== undefined){
const _errs30 = errors;
if(typeof data2.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs30 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Country !== undefined){
const _errs32 = errors;
if(typeof data2.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs32 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Province !== undefined){
const _errs34 = errors;
if(typeof data2.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs34 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.City !== undefined){
const _errs36 = errors;
if(typeof data2.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs36 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Street1 !== undefined){
const _errs38 = errors;
if(typeof data2.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs38 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Street2 !== undefined){
const _errs40 = errors;
if(typeof data2.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs40 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data2.Postcode !== undefined){
const _errs42 = errors;
if(typeof data2.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShipToAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs42 === errors;
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
else {
validate3.errors = [{instancePath:instancePath+"/ShipToAddress",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Sender !== undefined){
let data21 = data.Sender;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.Contact !== undefined){
const _errs47 = errors;
if(typeof data21.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs47 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Phone !== undefined){
const _errs49 = errors;
if(typeof data21.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs49 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Email !== undefined){
const _errs51 = errors;
if(typeof data21.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Email",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs51 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Country !== undefined){
const _errs53 = errors;
if(typeof data21.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Country",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs53 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Province !== undefined){
const _errs55 = errors;
if(typeof data21.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Province",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs55 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.City !== undefined){
const _errs57 = errors;
if(typeof data21.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/City",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs57 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Street1 !== undefined){
const _errs59 = errors;
if(typeof data21.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs59 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Street2 !== undefined){
const _errs61 = errors;
if(typeof data21.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs61 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data21.Postcode !== undefined){
const _errs63 = errors;
if(typeof data21.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/Sender/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs63 === errors;
}
else {
var valid4 = true;
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
validate3.errors = [{instancePath:instancePath+"/Sender",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data31 = data.Weight;
const _errs65 = errors;
if(!((typeof data31 == "number") && (isFinite(data31)))){
validate3.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Length !== undefined){
let data32 = data.Length;
const _errs67 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
validate3.errors = [{instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs67 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Width !== undefined){
let data33 = data.Width;
const _errs69 = errors;
if(!((typeof data33 == "number") && (isFinite(data33)))){
validate3.errors = [{instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs69 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Height !== undefined){
let data34 = data.Height;
const _errs71 = errors;
if(!((typeof data34 == "number") && (isFinite(data34)))){
validate3.errors = [{instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs71 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Skus !== undefined){
let data35 = data.Skus;
const _errs73 = errors;
if(errors === _errs73){
if(Array.isArray(data35)){
var valid5 = true;
const len0 = data35.length;
for(let i0=0; i0<len0; i0++){
const _errs75 = errors;
if(!(validate4(data35[i0], {instancePath:instancePath+"/Skus/" + i0,parentData:data35,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid5 = _errs75 === errors;
if(!valid5){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs73 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExportsInfo !== undefined){
let data37 = data.ExportsInfo;
const _errs76 = errors;
const _errs77 = errors;
if(errors === _errs77){
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.EoriCode !== undefined){
const _errs79 = errors;
if(typeof data37.EoriCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs79 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Country !== undefined){
const _errs81 = errors;
if(typeof data37.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs81 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Province !== undefined){
const _errs83 = errors;
if(typeof data37.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs83 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.City !== undefined){
const _errs85 = errors;
if(typeof data37.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs85 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Street1 !== undefined){
const _errs87 = errors;
if(typeof data37.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs87 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Street2 !== undefined){
const _errs89 = errors;
if(typeof data37.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs89 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Postcode !== undefined){
const _errs91 = errors;
if(typeof data37.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs91 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Contact !== undefined){
const _errs93 = errors;
if(typeof data37.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs93 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Company !== undefined){
const _errs95 = errors;
if(typeof data37.Company !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs95 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Phone !== undefined){
const _errs97 = errors;
if(typeof data37.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs97 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data37.Email !== undefined){
const _errs99 = errors;
if(typeof data37.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs99 === errors;
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
else {
validate3.errors = [{instancePath:instancePath+"/ExportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs76 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportsInfo !== undefined){
let data49 = data.ImportsInfo;
const _errs101 = errors;
const _errs102 = errors;
if(errors === _errs102){
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.EoriCode !== undefined){
const _errs104 = errors;
if(typeof data49.EoriCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs104 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Country !== undefined){
const _errs106 = errors;
if(typeof data49.Country !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs106 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Province !== undefined){
const _errs108 = errors;
if(typeof data49.Province !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs108 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.City !== undefined){
const _errs110 = errors;
if(typeof data49.City !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs110 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Street1 !== undefined){
const _errs112 = errors;
if(typeof data49.Street1 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs112 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Street2 !== undefined){
const _errs114 = errors;
if(typeof data49.Street2 !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs114 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Postcode !== undefined){
const _errs116 = errors;
if(typeof data49.Postcode !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs116 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Contact !== undefined){
const _errs118 = errors;
if(typeof data49.Contact !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs118 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Company !== undefined){
const _errs120 = errors;
if(typeof data49.Company !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs120 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Phone !== undefined){
const _errs122 = errors;
if(typeof data49.Phone !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs122 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data49.Email !== undefined){
const _errs124 = errors;
if(typeof data49.Email !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs124 === errors;
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
else {
validate3.errors = [{instancePath:instancePath+"/ImportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs101 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SellPrice !== undefined){
let data61 = data.SellPrice;
const _errs126 = errors;
if(!((typeof data61 == "number") && (isFinite(data61)))){
validate3.errors = [{instancePath:instancePath+"/SellPrice",schemaPath:"#/properties/SellPrice/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs126 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SellPriceCurrency !== undefined){
const _errs128 = errors;
if(typeof data.SellPriceCurrency !== "string"){
validate3.errors = [{instancePath:instancePath+"/SellPriceCurrency",schemaPath:"#/properties/SellPriceCurrency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs128 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SalesPlatform !== undefined){
const _errs130 = errors;
if(typeof data.SalesPlatform !== "string"){
validate3.errors = [{instancePath:instancePath+"/SalesPlatform",schemaPath:"#/properties/SalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs130 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.OtherSalesPlatform !== undefined){
const _errs132 = errors;
if(typeof data.OtherSalesPlatform !== "string"){
validate3.errors = [{instancePath:instancePath+"/OtherSalesPlatform",schemaPath:"#/properties/OtherSalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs132 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ImportTrackingNumber !== undefined){
const _errs134 = errors;
if(typeof data.ImportTrackingNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ImportTrackingNumber",schemaPath:"#/properties/ImportTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs134 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Custom !== undefined){
const _errs136 = errors;
if(typeof data.Custom !== "string"){
validate3.errors = [{instancePath:instancePath+"/Custom",schemaPath:"#/properties/Custom/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs136 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Remark !== undefined){
const _errs138 = errors;
if(typeof data.Remark !== "string"){
validate3.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs138 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VatCode !== undefined){
const _errs140 = errors;
if(typeof data.VatCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/VatCode",schemaPath:"#/properties/VatCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs140 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CodAmount !== undefined){
let data69 = data.CodAmount;
const _errs142 = errors;
if(!((typeof data69 == "number") && (isFinite(data69)))){
validate3.errors = [{instancePath:instancePath+"/CodAmount",schemaPath:"#/properties/CodAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs142 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsCreateNewOrder !== undefined){
const _errs144 = errors;
if(typeof data.IsCreateNewOrder !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/IsCreateNewOrder",schemaPath:"#/properties/IsCreateNewOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs144 === errors;
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
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"PackageId":true,"ServiceCode":true,"ShipToAddress":true,"Sender":true,"Weight":true,"Length":true,"Width":true,"Height":true,"Skus":true,"ExportsInfo":true,"ImportsInfo":true,"SellPrice":true,"SellPriceCurrency":true,"SalesPlatform":true,"OtherSalesPlatform":true,"ImportTrackingNumber":true,"Custom":true,"Remark":true,"VatCode":true,"CodAmount":true,"IsCreateNewOrder":true},"dynamicProps":false,"dynamicItems":false};


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
if((data.Packages === undefined) && (missing0 = "Packages")){
validate1.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.Location !== undefined){
let data0 = data.Location;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func0(data0) > 20){
validate1.errors = [{instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"}];
return false;
}
}
else {
validate1.errors = [{instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(data1.length > 20){
validate1.errors = [{instancePath:instancePath+"/Packages",schemaPath:"#/properties/Packages/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
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
validate1.evaluated = {"props":{"Location":true,"Packages":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1directExpressOrders~1multiple/post/responses/200/content/application~1json/schema"] = validate7;
const schema11 = runtime.schema("root", "/paths/~1v1~1directExpressOrders~1multiple/post/responses/200/content/application~1json/schema");
const schema12 = runtime.schema("component", "/components/schemas/PackageResult");

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

exports["/components/schemas/UnspecifiedErrorBody"] = validate8;
const schema13 = runtime.schema("root", "/components/schemas/UnspecifiedErrorBody");

function validate8(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
validate8.errors = null;
return true;
}
validate8.evaluated = {"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/CreateDropShipOrdersRequest"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/CreateDropShipOrdersRequest");
const func1 = runtime.require("ajv/dist/runtime/ucs2length").default;
const schema34 = runtime.schema("component", "/components/schemas/DropShipPackage");
const schema35 = runtime.schema("component", "/components/schemas/DropShipShipToAddress");
const schema36 = runtime.schema("component", "/components/schemas/Sender");
const schema40 = runtime.schema("component", "/components/schemas/DropShipCustomsInfo");
const schema37 = runtime.schema("component", "/components/schemas/DropShipSku");
const schema38 = runtime.schema("component", "/components/schemas/DeclaredAmount");

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
if(data.Sku !== undefined){
let data0 = data.Sku;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.Sku.type,parentSchema:schema37.properties.Sku,data:data0};
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
if(data.Quantity !== undefined){
let data1 = data.Quantity;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema37.properties.Quantity.type,parentSchema:schema37.properties.Quantity,data:data1};
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
if(data.Weight !== undefined){
let data2 = data.Weight;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema37.properties.Weight.type,parentSchema:schema37.properties.Weight,data:data2};
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
if(data.DeclareValue !== undefined){
let data3 = data.DeclareValue;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/DeclareValue",schemaPath:"#/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema37.properties.DeclareValue.type,parentSchema:schema37.properties.DeclareValue,data:data3};
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
if(data.NewDeclareValue !== undefined){
let data4 = data.NewDeclareValue;
const _errs9 = errors;
const _errs10 = errors;
const _errs11 = errors;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.Value !== undefined){
let data5 = data4.Value;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err4 = {instancePath:instancePath+"/NewDeclareValue/Value",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.properties.Value.type,parentSchema:schema38.properties.Value,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs13 = errors;
var valid2 = _errs12 === errors;
}
if(data4.Currency !== undefined){
let data6 = data4.Currency;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/NewDeclareValue/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.Currency.type,parentSchema:schema38.properties.Currency,data:data6};
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
}
else {
const err6 = {instancePath:instancePath+"/NewDeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data4};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid1 = _errs10 === errors;
var valid0 = _errs9 === errors;
}
if(data.ExportsDeclareValue !== undefined){
let data7 = data.ExportsDeclareValue;
const _errs16 = errors;
const _errs17 = errors;
const _errs18 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.Value !== undefined){
let data8 = data7.Value;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err7 = {instancePath:instancePath+"/ExportsDeclareValue/Value",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Value/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema38.properties.Value.type,parentSchema:schema38.properties.Value,data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs20 = errors;
var valid4 = _errs19 === errors;
}
if(data7.Currency !== undefined){
let data9 = data7.Currency;
const _errs21 = errors;
if(typeof data9 !== "string"){
const err8 = {instancePath:instancePath+"/ExportsDeclareValue/Currency",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.Currency.type,parentSchema:schema38.properties.Currency,data:data9};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs22 = errors;
var valid4 = _errs21 === errors;
}
}
else {
const err9 = {instancePath:instancePath+"/ExportsDeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/DeclaredAmount/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid3 = _errs17 === errors;
var valid0 = _errs16 === errors;
}
if(data.DeclareNameEn !== undefined){
let data10 = data.DeclareNameEn;
const _errs23 = errors;
if(typeof data10 !== "string"){
const err10 = {instancePath:instancePath+"/DeclareNameEn",schemaPath:"#/properties/DeclareNameEn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.DeclareNameEn.type,parentSchema:schema37.properties.DeclareNameEn,data:data10};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs24 = errors;
var valid0 = _errs23 === errors;
}
if(data.DeclareNameCn !== undefined){
let data11 = data.DeclareNameCn;
const _errs25 = errors;
if(typeof data11 !== "string"){
const err11 = {instancePath:instancePath+"/DeclareNameCn",schemaPath:"#/properties/DeclareNameCn/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.DeclareNameCn.type,parentSchema:schema37.properties.DeclareNameCn,data:data11};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs26 = errors;
var valid0 = _errs25 === errors;
}
if(data.ProductName !== undefined){
let data12 = data.ProductName;
const _errs27 = errors;
if(typeof data12 !== "string"){
const err12 = {instancePath:instancePath+"/ProductName",schemaPath:"#/properties/ProductName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ProductName.type,parentSchema:schema37.properties.ProductName,data:data12};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs28 = errors;
var valid0 = _errs27 === errors;
}
if(data.Price !== undefined){
let data13 = data.Price;
const _errs29 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err13 = {instancePath:instancePath+"/Price",schemaPath:"#/properties/Price/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema37.properties.Price.type,parentSchema:schema37.properties.Price,data:data13};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs30 = errors;
var valid0 = _errs29 === errors;
}
if(data.HsCode !== undefined){
let data14 = data.HsCode;
const _errs31 = errors;
if(typeof data14 !== "string"){
const err14 = {instancePath:instancePath+"/HsCode",schemaPath:"#/properties/HsCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.HsCode.type,parentSchema:schema37.properties.HsCode,data:data14};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs32 = errors;
var valid0 = _errs31 === errors;
}
if(data.SaleURL !== undefined){
let data15 = data.SaleURL;
const _errs33 = errors;
if(typeof data15 !== "string"){
const err15 = {instancePath:instancePath+"/SaleURL",schemaPath:"#/properties/SaleURL/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.SaleURL.type,parentSchema:schema37.properties.SaleURL,data:data15};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs34 = errors;
var valid0 = _errs33 === errors;
}
if(data.ProductLink !== undefined){
let data16 = data.ProductLink;
const _errs35 = errors;
if(typeof data16 !== "string"){
const err16 = {instancePath:instancePath+"/ProductLink",schemaPath:"#/properties/ProductLink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ProductLink.type,parentSchema:schema37.properties.ProductLink,data:data16};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs36 = errors;
var valid0 = _errs35 === errors;
}
if(data.ProductDescription !== undefined){
let data17 = data.ProductDescription;
const _errs37 = errors;
if(typeof data17 !== "string"){
const err17 = {instancePath:instancePath+"/ProductDescription",schemaPath:"#/properties/ProductDescription/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ProductDescription.type,parentSchema:schema37.properties.ProductDescription,data:data17};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs38 = errors;
var valid0 = _errs37 === errors;
}
if(data.ProductCategories !== undefined){
let data18 = data.ProductCategories;
const _errs39 = errors;
if(typeof data18 !== "string"){
const err18 = {instancePath:instancePath+"/ProductCategories",schemaPath:"#/properties/ProductCategories/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.ProductCategories.type,parentSchema:schema37.properties.ProductCategories,data:data18};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs40 = errors;
var valid0 = _errs39 === errors;
}
if(data.MaterialEN !== undefined){
let data19 = data.MaterialEN;
const _errs41 = errors;
if(typeof data19 !== "string"){
const err19 = {instancePath:instancePath+"/MaterialEN",schemaPath:"#/properties/MaterialEN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.MaterialEN.type,parentSchema:schema37.properties.MaterialEN,data:data19};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs42 = errors;
var valid0 = _errs41 === errors;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"Sku":true,"Quantity":true,"Weight":true,"DeclareValue":true,"NewDeclareValue":true,"ExportsDeclareValue":true,"DeclareNameEn":true,"DeclareNameCn":true,"ProductName":true,"Price":true,"HsCode":true,"SaleURL":true,"ProductLink":true,"ProductDescription":true,"ProductCategories":true,"MaterialEN":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.ServiceCode !== undefined){
let data1 = data.ServiceCode;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/ServiceCode",schemaPath:"#/properties/ServiceCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ServiceCode.type,parentSchema:schema34.properties.ServiceCode,data:data1};
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
if(data.ShipToAddress !== undefined){
let data2 = data.ShipToAddress;
const _errs5 = errors;
const _errs6 = errors;
const _errs7 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.TaxId !== undefined){
let data3 = data2.TaxId;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err2 = {instancePath:instancePath+"/ShipToAddress/TaxId",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/TaxId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.TaxId.type,parentSchema:schema35.properties.TaxId,data:data3};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs9 = errors;
var valid2 = _errs8 === errors;
}
if(data2.HouseNumber !== undefined){
let data4 = data2.HouseNumber;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err3 = {instancePath:instancePath+"/ShipToAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.HouseNumber.type,parentSchema:schema35.properties.HouseNumber,data:data4};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs11 = errors;
var valid2 = _errs10 === errors;
}
if(data2.RecipientBirthday !== undefined){
let data5 = data2.RecipientBirthday;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err4 = {instancePath:instancePath+"/ShipToAddress/RecipientBirthday",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/RecipientBirthday/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.RecipientBirthday.type,parentSchema:schema35.properties.RecipientBirthday,data:data5};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs13 = errors;
var valid2 = _errs12 === errors;
}
if(data2.IDNumber !== undefined){
let data6 = data2.IDNumber;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/ShipToAddress/IDNumber",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/IDNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.IDNumber.type,parentSchema:schema35.properties.IDNumber,data:data6};
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
if(data2.BankCardLast4digits !== undefined){
let data7 = data2.BankCardLast4digits;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/ShipToAddress/BankCardLast4digits",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/BankCardLast4digits/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.BankCardLast4digits.type,parentSchema:schema35.properties.BankCardLast4digits,data:data7};
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
if(data2.PaymentType !== undefined){
let data8 = data2.PaymentType;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/ShipToAddress/PaymentType",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/PaymentType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.PaymentType.type,parentSchema:schema35.properties.PaymentType,data:data8};
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
if(data2.IssuingInstitution !== undefined){
let data9 = data2.IssuingInstitution;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err8 = {instancePath:instancePath+"/ShipToAddress/IssuingInstitution",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/IssuingInstitution/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.IssuingInstitution.type,parentSchema:schema35.properties.IssuingInstitution,data:data9};
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
if(data2.Taxfree !== undefined){
let data10 = data2.Taxfree;
const _errs22 = errors;
if(typeof data10 !== "string"){
const err9 = {instancePath:instancePath+"/ShipToAddress/Taxfree",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Taxfree/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Taxfree.type,parentSchema:schema35.properties.Taxfree,data:data10};
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
if(data2.DutyParagraph !== undefined){
let data11 = data2.DutyParagraph;
const _errs24 = errors;
if(typeof data11 !== "string"){
const err10 = {instancePath:instancePath+"/ShipToAddress/DutyParagraph",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/DutyParagraph/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.DutyParagraph.type,parentSchema:schema35.properties.DutyParagraph,data:data11};
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
if(data2.Contact !== undefined){
let data12 = data2.Contact;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err11 = {instancePath:instancePath+"/ShipToAddress/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Contact.type,parentSchema:schema35.properties.Contact,data:data12};
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
if(data2.Phone !== undefined){
let data13 = data2.Phone;
const _errs28 = errors;
if(typeof data13 !== "string"){
const err12 = {instancePath:instancePath+"/ShipToAddress/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Phone.type,parentSchema:schema35.properties.Phone,data:data13};
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
if(data2.Email !== undefined){
let data14 = data2.Email;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err13 = {instancePath:instancePath+"/ShipToAddress/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Email.type,parentSchema:schema35.properties.Email,data:data14};
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
if(data2.Country !== undefined){
let data15 = data2.Country;
const _errs32 = errors;
if(typeof data15 !== "string"){
const err14 = {instancePath:instancePath+"/ShipToAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Country.type,parentSchema:schema35.properties.Country,data:data15};
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
if(data2.Province !== undefined){
let data16 = data2.Province;
const _errs34 = errors;
if(typeof data16 !== "string"){
const err15 = {instancePath:instancePath+"/ShipToAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Province.type,parentSchema:schema35.properties.Province,data:data16};
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
if(data2.City !== undefined){
let data17 = data2.City;
const _errs36 = errors;
if(typeof data17 !== "string"){
const err16 = {instancePath:instancePath+"/ShipToAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.City.type,parentSchema:schema35.properties.City,data:data17};
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
if(data2.Street1 !== undefined){
let data18 = data2.Street1;
const _errs38 = errors;
if(typeof data18 !== "string"){
const err17 = {instancePath:instancePath+"/ShipToAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Street1.type,parentSchema:schema35.properties.Street1,data:data18};
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
if(data2.Street2 !== undefined){
let data19 = data2.Street2;
const _errs40 = errors;
if(typeof data19 !== "string"){
const err18 = {instancePath:instancePath+"/ShipToAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Street2.type,parentSchema:schema35.properties.Street2,data:data19};
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
if(data2.Postcode !== undefined){
let data20 = data2.Postcode;
const _errs42 = errors;
if(typeof data20 !== "string"){
const err19 = {instancePath:instancePath+"/ShipToAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.Postcode.type,parentSchema:schema35.properties.Postcode,data:data20};
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
}
else {
const err20 = {instancePath:instancePath+"/ShipToAddress",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipShipToAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid1 = _errs6 === errors;
var valid0 = _errs5 === errors;
}
if(data.Sender !== undefined){
let data21 = data.Sender;
const _errs44 = errors;
const _errs45 = errors;
const _errs46 = errors;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
if(data21.Contact !== undefined){
let data22 = data21.Contact;
const _errs47 = errors;
if(typeof data22 !== "string"){
const err21 = {instancePath:instancePath+"/Sender/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Contact.type,parentSchema:schema36.properties.Contact,data:data22};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs48 = errors;
var valid4 = _errs47 === errors;
}
if(data21.Phone !== undefined){
let data23 = data21.Phone;
const _errs49 = errors;
if(typeof data23 !== "string"){
const err22 = {instancePath:instancePath+"/Sender/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Phone.type,parentSchema:schema36.properties.Phone,data:data23};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs50 = errors;
var valid4 = _errs49 === errors;
}
if(data21.Email !== undefined){
let data24 = data21.Email;
const _errs51 = errors;
if(typeof data24 !== "string"){
const err23 = {instancePath:instancePath+"/Sender/Email",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Email.type,parentSchema:schema36.properties.Email,data:data24};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs52 = errors;
var valid4 = _errs51 === errors;
}
if(data21.Country !== undefined){
let data25 = data21.Country;
const _errs53 = errors;
if(typeof data25 !== "string"){
const err24 = {instancePath:instancePath+"/Sender/Country",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Country.type,parentSchema:schema36.properties.Country,data:data25};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs54 = errors;
var valid4 = _errs53 === errors;
}
if(data21.Province !== undefined){
let data26 = data21.Province;
const _errs55 = errors;
if(typeof data26 !== "string"){
const err25 = {instancePath:instancePath+"/Sender/Province",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Province.type,parentSchema:schema36.properties.Province,data:data26};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs56 = errors;
var valid4 = _errs55 === errors;
}
if(data21.City !== undefined){
let data27 = data21.City;
const _errs57 = errors;
if(typeof data27 !== "string"){
const err26 = {instancePath:instancePath+"/Sender/City",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.City.type,parentSchema:schema36.properties.City,data:data27};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs58 = errors;
var valid4 = _errs57 === errors;
}
if(data21.Street1 !== undefined){
let data28 = data21.Street1;
const _errs59 = errors;
if(typeof data28 !== "string"){
const err27 = {instancePath:instancePath+"/Sender/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Street1.type,parentSchema:schema36.properties.Street1,data:data28};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs60 = errors;
var valid4 = _errs59 === errors;
}
if(data21.Street2 !== undefined){
let data29 = data21.Street2;
const _errs61 = errors;
if(typeof data29 !== "string"){
const err28 = {instancePath:instancePath+"/Sender/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Street2.type,parentSchema:schema36.properties.Street2,data:data29};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs62 = errors;
var valid4 = _errs61 === errors;
}
if(data21.Postcode !== undefined){
let data30 = data21.Postcode;
const _errs63 = errors;
if(typeof data30 !== "string"){
const err29 = {instancePath:instancePath+"/Sender/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Postcode.type,parentSchema:schema36.properties.Postcode,data:data30};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const _errs64 = errors;
var valid4 = _errs63 === errors;
}
}
else {
const err30 = {instancePath:instancePath+"/Sender",schemaPath:"urn:fulfillment-api:components#/$defs/Sender/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data:data21};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var valid3 = _errs45 === errors;
var valid0 = _errs44 === errors;
}
if(data.Weight !== undefined){
let data31 = data.Weight;
const _errs65 = errors;
if(!((typeof data31 == "number") && (isFinite(data31)))){
const err31 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Weight.type,parentSchema:schema34.properties.Weight,data:data31};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const _errs66 = errors;
var valid0 = _errs65 === errors;
}
if(data.Length !== undefined){
let data32 = data.Length;
const _errs67 = errors;
if(!((typeof data32 == "number") && (isFinite(data32)))){
const err32 = {instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Length.type,parentSchema:schema34.properties.Length,data:data32};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs68 = errors;
var valid0 = _errs67 === errors;
}
if(data.Width !== undefined){
let data33 = data.Width;
const _errs69 = errors;
if(!((typeof data33 == "number") && (isFinite(data33)))){
const err33 = {instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Width.type,parentSchema:schema34.properties.Width,data:data33};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
const _errs70 = errors;
var valid0 = _errs69 === errors;
}
if(data.Height !== undefined){
let data34 = data.Height;
const _errs71 = errors;
if(!((typeof data34 == "number") && (isFinite(data34)))){
const err34 = {instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.Height.type,parentSchema:schema34.properties.Height,data:data34};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const _errs72 = errors;
var valid0 = _errs71 === errors;
}
if(data.Skus !== undefined){
let data35 = data.Skus;
const _errs73 = errors;
const _errs74 = errors;
if(Array.isArray(data35)){
let valid6 = true;
const len0 = data35.length;
for(let i0=0; i0<len0; i0++){
let data36 = data35[i0];
const _errs75 = errors;
if(!(validate24(data36, {instancePath:instancePath+"/Skus/" + i0,parentData:data35,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid5 = _errs75 === errors;
if(!valid5){
valid6 = false;
}
}
}
else {
const err35 = {instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.Skus.type,parentSchema:schema34.properties.Skus,data:data35};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var valid0 = _errs73 === errors;
}
if(data.ExportsInfo !== undefined){
let data37 = data.ExportsInfo;
const _errs76 = errors;
const _errs77 = errors;
const _errs78 = errors;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
if(data37.EoriCode !== undefined){
let data38 = data37.EoriCode;
const _errs79 = errors;
if(typeof data38 !== "string"){
const err36 = {instancePath:instancePath+"/ExportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.EoriCode.type,parentSchema:schema40.properties.EoriCode,data:data38};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
const _errs80 = errors;
var valid8 = _errs79 === errors;
}
if(data37.Country !== undefined){
let data39 = data37.Country;
const _errs81 = errors;
if(typeof data39 !== "string"){
const err37 = {instancePath:instancePath+"/ExportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Country.type,parentSchema:schema40.properties.Country,data:data39};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs82 = errors;
var valid8 = _errs81 === errors;
}
if(data37.Province !== undefined){
let data40 = data37.Province;
const _errs83 = errors;
if(typeof data40 !== "string"){
const err38 = {instancePath:instancePath+"/ExportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Province.type,parentSchema:schema40.properties.Province,data:data40};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
const _errs84 = errors;
var valid8 = _errs83 === errors;
}
if(data37.City !== undefined){
let data41 = data37.City;
const _errs85 = errors;
if(typeof data41 !== "string"){
const err39 = {instancePath:instancePath+"/ExportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.City.type,parentSchema:schema40.properties.City,data:data41};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs86 = errors;
var valid8 = _errs85 === errors;
}
if(data37.Street1 !== undefined){
let data42 = data37.Street1;
const _errs87 = errors;
if(typeof data42 !== "string"){
const err40 = {instancePath:instancePath+"/ExportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street1.type,parentSchema:schema40.properties.Street1,data:data42};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
const _errs88 = errors;
var valid8 = _errs87 === errors;
}
if(data37.Street2 !== undefined){
let data43 = data37.Street2;
const _errs89 = errors;
if(typeof data43 !== "string"){
const err41 = {instancePath:instancePath+"/ExportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street2.type,parentSchema:schema40.properties.Street2,data:data43};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
const _errs90 = errors;
var valid8 = _errs89 === errors;
}
if(data37.Postcode !== undefined){
let data44 = data37.Postcode;
const _errs91 = errors;
if(typeof data44 !== "string"){
const err42 = {instancePath:instancePath+"/ExportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Postcode.type,parentSchema:schema40.properties.Postcode,data:data44};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs92 = errors;
var valid8 = _errs91 === errors;
}
if(data37.Contact !== undefined){
let data45 = data37.Contact;
const _errs93 = errors;
if(typeof data45 !== "string"){
const err43 = {instancePath:instancePath+"/ExportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Contact.type,parentSchema:schema40.properties.Contact,data:data45};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
const _errs94 = errors;
var valid8 = _errs93 === errors;
}
if(data37.Company !== undefined){
let data46 = data37.Company;
const _errs95 = errors;
if(typeof data46 !== "string"){
const err44 = {instancePath:instancePath+"/ExportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Company.type,parentSchema:schema40.properties.Company,data:data46};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
const _errs96 = errors;
var valid8 = _errs95 === errors;
}
if(data37.Phone !== undefined){
let data47 = data37.Phone;
const _errs97 = errors;
if(typeof data47 !== "string"){
const err45 = {instancePath:instancePath+"/ExportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Phone.type,parentSchema:schema40.properties.Phone,data:data47};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const _errs98 = errors;
var valid8 = _errs97 === errors;
}
if(data37.Email !== undefined){
let data48 = data37.Email;
const _errs99 = errors;
if(typeof data48 !== "string"){
const err46 = {instancePath:instancePath+"/ExportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Email.type,parentSchema:schema40.properties.Email,data:data48};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
const _errs100 = errors;
var valid8 = _errs99 === errors;
}
}
else {
const err47 = {instancePath:instancePath+"/ExportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data37};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var valid7 = _errs77 === errors;
var valid0 = _errs76 === errors;
}
if(data.ImportsInfo !== undefined){
let data49 = data.ImportsInfo;
const _errs101 = errors;
const _errs102 = errors;
const _errs103 = errors;
if(data49 && typeof data49 == "object" && !Array.isArray(data49)){
if(data49.EoriCode !== undefined){
let data50 = data49.EoriCode;
const _errs104 = errors;
if(typeof data50 !== "string"){
const err48 = {instancePath:instancePath+"/ImportsInfo/EoriCode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/EoriCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.EoriCode.type,parentSchema:schema40.properties.EoriCode,data:data50};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
const _errs105 = errors;
var valid10 = _errs104 === errors;
}
if(data49.Country !== undefined){
let data51 = data49.Country;
const _errs106 = errors;
if(typeof data51 !== "string"){
const err49 = {instancePath:instancePath+"/ImportsInfo/Country",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Country.type,parentSchema:schema40.properties.Country,data:data51};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
const _errs107 = errors;
var valid10 = _errs106 === errors;
}
if(data49.Province !== undefined){
let data52 = data49.Province;
const _errs108 = errors;
if(typeof data52 !== "string"){
const err50 = {instancePath:instancePath+"/ImportsInfo/Province",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Province.type,parentSchema:schema40.properties.Province,data:data52};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const _errs109 = errors;
var valid10 = _errs108 === errors;
}
if(data49.City !== undefined){
let data53 = data49.City;
const _errs110 = errors;
if(typeof data53 !== "string"){
const err51 = {instancePath:instancePath+"/ImportsInfo/City",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.City.type,parentSchema:schema40.properties.City,data:data53};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs111 = errors;
var valid10 = _errs110 === errors;
}
if(data49.Street1 !== undefined){
let data54 = data49.Street1;
const _errs112 = errors;
if(typeof data54 !== "string"){
const err52 = {instancePath:instancePath+"/ImportsInfo/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street1.type,parentSchema:schema40.properties.Street1,data:data54};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
const _errs113 = errors;
var valid10 = _errs112 === errors;
}
if(data49.Street2 !== undefined){
let data55 = data49.Street2;
const _errs114 = errors;
if(typeof data55 !== "string"){
const err53 = {instancePath:instancePath+"/ImportsInfo/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street2.type,parentSchema:schema40.properties.Street2,data:data55};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const _errs115 = errors;
var valid10 = _errs114 === errors;
}
if(data49.Postcode !== undefined){
let data56 = data49.Postcode;
const _errs116 = errors;
if(typeof data56 !== "string"){
const err54 = {instancePath:instancePath+"/ImportsInfo/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Postcode.type,parentSchema:schema40.properties.Postcode,data:data56};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
const _errs117 = errors;
var valid10 = _errs116 === errors;
}
if(data49.Contact !== undefined){
let data57 = data49.Contact;
const _errs118 = errors;
if(typeof data57 !== "string"){
const err55 = {instancePath:instancePath+"/ImportsInfo/Contact",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Contact/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Contact.type,parentSchema:schema40.properties.Contact,data:data57};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
const _errs119 = errors;
var valid10 = _errs118 === errors;
}
if(data49.Company !== undefined){
let data58 = data49.Company;
const _errs120 = errors;
if(typeof data58 !== "string"){
const err56 = {instancePath:instancePath+"/ImportsInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Company.type,parentSchema:schema40.properties.Company,data:data58};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const _errs121 = errors;
var valid10 = _errs120 === errors;
}
if(data49.Phone !== undefined){
let data59 = data49.Phone;
const _errs122 = errors;
if(typeof data59 !== "string"){
const err57 = {instancePath:instancePath+"/ImportsInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Phone.type,parentSchema:schema40.properties.Phone,data:data59};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs123 = errors;
var valid10 = _errs122 === errors;
}
if(data49.Email !== undefined){
let data60 = data49.Email;
const _errs124 = errors;
if(typeof data60 !== "string"){
const err58 = {instancePath:instancePath+"/ImportsInfo/Email",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Email.type,parentSchema:schema40.properties.Email,data:data60};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
const _errs125 = errors;
var valid10 = _errs124 === errors;
}
}
else {
const err59 = {instancePath:instancePath+"/ImportsInfo",schemaPath:"urn:fulfillment-api:components#/$defs/DropShipCustomsInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data49};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var valid9 = _errs102 === errors;
var valid0 = _errs101 === errors;
}
if(data.SellPrice !== undefined){
let data61 = data.SellPrice;
const _errs126 = errors;
if(!((typeof data61 == "number") && (isFinite(data61)))){
const err60 = {instancePath:instancePath+"/SellPrice",schemaPath:"#/properties/SellPrice/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.SellPrice.type,parentSchema:schema34.properties.SellPrice,data:data61};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
const _errs127 = errors;
var valid0 = _errs126 === errors;
}
if(data.SellPriceCurrency !== undefined){
let data62 = data.SellPriceCurrency;
const _errs128 = errors;
if(typeof data62 !== "string"){
const err61 = {instancePath:instancePath+"/SellPriceCurrency",schemaPath:"#/properties/SellPriceCurrency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SellPriceCurrency.type,parentSchema:schema34.properties.SellPriceCurrency,data:data62};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const _errs129 = errors;
var valid0 = _errs128 === errors;
}
if(data.SalesPlatform !== undefined){
let data63 = data.SalesPlatform;
const _errs130 = errors;
if(typeof data63 !== "string"){
const err62 = {instancePath:instancePath+"/SalesPlatform",schemaPath:"#/properties/SalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SalesPlatform.type,parentSchema:schema34.properties.SalesPlatform,data:data63};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
const _errs131 = errors;
var valid0 = _errs130 === errors;
}
if(data.OtherSalesPlatform !== undefined){
let data64 = data.OtherSalesPlatform;
const _errs132 = errors;
if(typeof data64 !== "string"){
const err63 = {instancePath:instancePath+"/OtherSalesPlatform",schemaPath:"#/properties/OtherSalesPlatform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.OtherSalesPlatform.type,parentSchema:schema34.properties.OtherSalesPlatform,data:data64};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
const _errs133 = errors;
var valid0 = _errs132 === errors;
}
if(data.ImportTrackingNumber !== undefined){
let data65 = data.ImportTrackingNumber;
const _errs134 = errors;
if(typeof data65 !== "string"){
const err64 = {instancePath:instancePath+"/ImportTrackingNumber",schemaPath:"#/properties/ImportTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ImportTrackingNumber.type,parentSchema:schema34.properties.ImportTrackingNumber,data:data65};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const _errs135 = errors;
var valid0 = _errs134 === errors;
}
if(data.Custom !== undefined){
let data66 = data.Custom;
const _errs136 = errors;
if(typeof data66 !== "string"){
const err65 = {instancePath:instancePath+"/Custom",schemaPath:"#/properties/Custom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.Custom.type,parentSchema:schema34.properties.Custom,data:data66};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
const _errs137 = errors;
var valid0 = _errs136 === errors;
}
if(data.Remark !== undefined){
let data67 = data.Remark;
const _errs138 = errors;
if(typeof data67 !== "string"){
const err66 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.Remark.type,parentSchema:schema34.properties.Remark,data:data67};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const _errs139 = errors;
var valid0 = _errs138 === errors;
}
if(data.VatCode !== undefined){
let data68 = data.VatCode;
const _errs140 = errors;
if(typeof data68 !== "string"){
const err67 = {instancePath:instancePath+"/VatCode",schemaPath:"#/properties/VatCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.VatCode.type,parentSchema:schema34.properties.VatCode,data:data68};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
const _errs141 = errors;
var valid0 = _errs140 === errors;
}
if(data.CodAmount !== undefined){
let data69 = data.CodAmount;
const _errs142 = errors;
if(!((typeof data69 == "number") && (isFinite(data69)))){
const err68 = {instancePath:instancePath+"/CodAmount",schemaPath:"#/properties/CodAmount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.CodAmount.type,parentSchema:schema34.properties.CodAmount,data:data69};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
const _errs143 = errors;
var valid0 = _errs142 === errors;
}
if(data.IsCreateNewOrder !== undefined){
let data70 = data.IsCreateNewOrder;
const _errs144 = errors;
if(typeof data70 !== "boolean"){
const err69 = {instancePath:instancePath+"/IsCreateNewOrder",schemaPath:"#/properties/IsCreateNewOrder/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.IsCreateNewOrder.type,parentSchema:schema34.properties.IsCreateNewOrder,data:data70};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
const _errs145 = errors;
var valid0 = _errs144 === errors;
}
}
else {
const err70 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"PackageId":true,"ServiceCode":true,"ShipToAddress":true,"Sender":true,"Weight":true,"Length":true,"Width":true,"Height":true,"Skus":true,"ExportsInfo":true,"ImportsInfo":true,"SellPrice":true,"SellPriceCurrency":true,"SalesPlatform":true,"OtherSalesPlatform":true,"ImportTrackingNumber":true,"Custom":true,"Remark":true,"VatCode":true,"CodAmount":true,"IsCreateNewOrder":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.Packages === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Packages"},message:"must have required property '"+"Packages"+"'",schema:schema32.required,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Location !== undefined){
let data0 = data.Location;
const _errs1 = errors;
const _errs2 = errors;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err1 = {instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters",schema:20,parentSchema:schema32.properties.Location,data:data0};
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
const err2 = {instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.Location.type,parentSchema:schema32.properties.Location,data:data0};
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
if(data.Packages !== undefined){
let data1 = data.Packages;
const _errs3 = errors;
const _errs4 = errors;
if(Array.isArray(data1)){
if(data1.length > 20){
const err3 = {instancePath:instancePath+"/Packages",schemaPath:"#/properties/Packages/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema32.properties.Packages,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
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
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"Location":true,"Packages":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1directExpressOrders~1multiple/post/responses/200/content/application~1json/schema"] = validate27;
const schema42 = runtime.schema("root", "/paths/~1v1~1directExpressOrders~1multiple/post/responses/200/content/application~1json/schema");
const schema43 = runtime.schema("component", "/components/schemas/PackageResult");

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
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "Message"},message:"must have required property '"+"Message"+"'",schema:schema43.then.required,parentSchema:schema43.then,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.ErrorCode === undefined){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/required",keyword:"required",params:{missingProperty: "ErrorCode"},message:"must have required property '"+"ErrorCode"+"'",schema:schema43.then.required,parentSchema:schema43.then,data:data0};
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
const err4 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/Message/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.then.properties.Message,data:data2};
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
const err5 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/then/properties/ErrorCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema43.then.properties.ErrorCode,data:data3};
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
const err6 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema43.if,parentSchema:schema43,data:data0};
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
const err7 = {instancePath:instancePath+"/" + i0+"/PackageId",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.PackageId.type,parentSchema:schema43.properties.PackageId,data:data4};
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
const err8 = {instancePath:instancePath+"/" + i0+"/Success",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema43.properties.Success.type,parentSchema:schema43.properties.Success,data:data5};
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
const err9 = {instancePath:instancePath+"/" + i0+"/Message",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Message.type,parentSchema:schema43.properties.Message,data:data6};
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
const err10 = {instancePath:instancePath+"/" + i0+"/ErrorCode",schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/properties/ErrorCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.ErrorCode.type,parentSchema:schema43.properties.ErrorCode,data:data7};
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
const err11 = {instancePath:instancePath+"/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/PackageResult/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data:data0};
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.type,parentSchema:schema42,data};
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

exports["/components/schemas/UnspecifiedErrorBody"] = validate28;
const schema44 = runtime.schema("root", "/components/schemas/UnspecifiedErrorBody");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
validate28.errors = null;
return true;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

return exports;
};
