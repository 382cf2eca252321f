"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getReverseLogisticsOrderStatus: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/ReverseLogisticsOrder"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/ReverseLogisticsOrder");
const schema3 = runtime.schema("component", "/components/schemas/DirectExpressOrderStatus");
const schema4 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema5 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema6 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
if(data.Money !== undefined){
let data0 = data.Money;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate3.errors = [{instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate3.errors = [{instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.PackageId !== undefined){
const _errs1 = errors;
if(typeof data.PackageId !== "string"){
validate1.errors = [{instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate1.errors = [{instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HandleStatus !== undefined){
const _errs5 = errors;
if(typeof data.HandleStatus !== "string"){
validate1.errors = [{instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/DirectExpressOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingNumber !== undefined){
const _errs8 = errors;
if(typeof data.TrackingNumber !== "string"){
validate1.errors = [{instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingProvider !== undefined){
const _errs10 = errors;
if(typeof data.ShippingProvider !== "string"){
validate1.errors = [{instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsFinalTrackingNumber !== undefined){
const _errs12 = errors;
if(typeof data.IsFinalTrackingNumber !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CreateFailedReason !== undefined){
let data6 = data.CreateFailedReason;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.ReasonCode !== undefined){
const _errs17 = errors;
if(typeof data6.ReasonCode !== "string"){
validate1.errors = [{instancePath:instancePath+"/CreateFailedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs17 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.ReasonText !== undefined){
const _errs19 = errors;
if(typeof data6.ReasonText !== "string"){
validate1.errors = [{instancePath:instancePath+"/CreateFailedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs19 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.ExtendMessage !== undefined){
const _errs21 = errors;
if(typeof data6.ExtendMessage !== "string"){
validate1.errors = [{instancePath:instancePath+"/CreateFailedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs21 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/CreateFailedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingCosts !== undefined){
let data10 = data.ShippingCosts;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data10)){
var valid4 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
const _errs25 = errors;
if(!(validate3(data10[i0], {instancePath:instancePath+"/ShippingCosts/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid4 = _errs25 === errors;
if(!valid4){
break;
}
}
}
else {
validate1.errors = [{instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HasRemoteFee !== undefined){
const _errs26 = errors;
if(typeof data.HasRemoteFee !== "boolean"){
validate1.errors = [{instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
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
}
else {
validate1.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"PackageId":true,"SvcPackageId":true,"HandleStatus":true,"TrackingNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/ReverseLogisticsOrder"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/ReverseLogisticsOrder");
const schema34 = runtime.schema("component", "/components/schemas/DirectExpressOrderStatus");
const schema35 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema36 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema37 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
if(data.Money !== undefined){
let data0 = data.Money;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.Money.type,parentSchema:schema36.properties.Money,data:data0};
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
const err1 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Currency.type,parentSchema:schema36.properties.Currency,data:data1};
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
const err2 = {instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data2};
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
const err3 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Remark.type,parentSchema:schema36.properties.Remark,data:data3};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.PackageId !== undefined){
let data0 = data.PackageId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.PackageId.type,parentSchema:schema32.properties.PackageId,data:data0};
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
const err1 = {instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.SvcPackageId.type,parentSchema:schema32.properties.SvcPackageId,data:data1};
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
if(data.HandleStatus !== undefined){
let data2 = data.HandleStatus;
const _errs5 = errors;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/DirectExpressOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.type,parentSchema:schema34,data:data2};
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
if(data.TrackingNumber !== undefined){
let data3 = data.TrackingNumber;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.TrackingNumber.type,parentSchema:schema32.properties.TrackingNumber,data:data3};
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
if(data.ShippingProvider !== undefined){
let data4 = data.ShippingProvider;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.ShippingProvider.type,parentSchema:schema32.properties.ShippingProvider,data:data4};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs11 = errors;
var valid0 = _errs10 === errors;
}
if(data.IsFinalTrackingNumber !== undefined){
let data5 = data.IsFinalTrackingNumber;
const _errs12 = errors;
if(typeof data5 !== "boolean"){
const err5 = {instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.IsFinalTrackingNumber.type,parentSchema:schema32.properties.IsFinalTrackingNumber,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs13 = errors;
var valid0 = _errs12 === errors;
}
if(data.CreateFailedReason !== undefined){
let data6 = data.CreateFailedReason;
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.ReasonCode !== undefined){
let data7 = data6.ReasonCode;
const _errs17 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/CreateFailedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.ReasonCode.type,parentSchema:schema35.properties.ReasonCode,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs18 = errors;
var valid3 = _errs17 === errors;
}
if(data6.ReasonText !== undefined){
let data8 = data6.ReasonText;
const _errs19 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/CreateFailedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.ReasonText.type,parentSchema:schema35.properties.ReasonText,data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs20 = errors;
var valid3 = _errs19 === errors;
}
if(data6.ExtendMessage !== undefined){
let data9 = data6.ExtendMessage;
const _errs21 = errors;
if(typeof data9 !== "string"){
const err8 = {instancePath:instancePath+"/CreateFailedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.ExtendMessage.type,parentSchema:schema35.properties.ExtendMessage,data:data9};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs22 = errors;
var valid3 = _errs21 === errors;
}
}
else {
const err9 = {instancePath:instancePath+"/CreateFailedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid2 = _errs15 === errors;
var valid0 = _errs14 === errors;
}
if(data.ShippingCosts !== undefined){
let data10 = data.ShippingCosts;
const _errs23 = errors;
const _errs24 = errors;
if(Array.isArray(data10)){
let valid5 = true;
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
let data11 = data10[i0];
const _errs25 = errors;
if(!(validate23(data11, {instancePath:instancePath+"/ShippingCosts/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
else {
}
var valid4 = _errs25 === errors;
if(!valid4){
valid5 = false;
}
}
}
else {
const err10 = {instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema32.properties.ShippingCosts.type,parentSchema:schema32.properties.ShippingCosts,data:data10};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs23 === errors;
}
if(data.HasRemoteFee !== undefined){
let data12 = data.HasRemoteFee;
const _errs26 = errors;
if(typeof data12 !== "boolean"){
const err11 = {instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema32.properties.HasRemoteFee.type,parentSchema:schema32.properties.HasRemoteFee,data:data12};
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
validate21.evaluated = {"props":{"PackageId":true,"SvcPackageId":true,"HandleStatus":true,"TrackingNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
