"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getDropShipOrderStatus: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/schemas/DropShipOrder"] = validate1;
const schema1 = runtime.schema("root", "/components/schemas/DropShipOrder");
const schema3 = runtime.schema("component", "/components/schemas/FbaOrder");
const schema4 = runtime.schema("component", "/components/schemas/ContainerInfo");
const schema5 = runtime.schema("component", "/components/schemas/CreateStatus");
const schema6 = runtime.schema("component", "/components/schemas/DirectExpressOrderStatus");
const schema7 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema8 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema9 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
if(data.Money !== undefined){
let data0 = data.Money;
const _errs1 = errors;
if(!((typeof data0 == "number") && (isFinite(data0)))){
validate4.errors = [{instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate4.errors = [{instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];

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
if(data.ContainerInfos !== undefined){
let data0 = data.ContainerInfos;
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
if(data1.CustomContainerNo !== undefined){
const _errs6 = errors;
if(typeof data1.CustomContainerNo !== "string"){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/CustomContainerNo",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/CustomContainerNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.WeightInit !== undefined){
let data3 = data1.WeightInit;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/WeightInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/WeightInit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.LengthInit !== undefined){
let data4 = data1.LengthInit;
const _errs10 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/LengthInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/LengthInit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs10 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.WidthInit !== undefined){
let data5 = data1.WidthInit;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/WidthInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/WidthInit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.HeightInit !== undefined){
let data6 = data1.HeightInit;
const _errs14 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/HeightInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/HeightInit/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Weight !== undefined){
let data7 = data1.Weight;
const _errs16 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Length !== undefined){
let data8 = data1.Length;
const _errs18 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/Length",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Width !== undefined){
let data9 = data1.Width;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/Width",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.Height !== undefined){
let data10 = data1.Height;
const _errs22 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0+"/Height",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs22 === errors;
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
else {
validate3.errors = [{instancePath:instancePath+"/ContainerInfos/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate3.errors = [{instancePath:instancePath+"/ContainerInfos",schemaPath:"#/properties/ContainerInfos/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PackageId !== undefined){
const _errs24 = errors;
if(typeof data.PackageId !== "string"){
validate3.errors = [{instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcPackageId !== undefined){
const _errs26 = errors;
if(typeof data.SvcPackageId !== "string"){
validate3.errors = [{instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Status !== undefined){
const _errs28 = errors;
if(typeof data.Status !== "string"){
validate3.errors = [{instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/CreateStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HandleStatus !== undefined){
const _errs31 = errors;
if(typeof data.HandleStatus !== "string"){
validate3.errors = [{instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/DirectExpressOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingNumber !== undefined){
const _errs34 = errors;
if(typeof data.TrackingNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ExtraTrackNumber !== undefined){
const _errs36 = errors;
if(typeof data.ExtraTrackNumber !== "string"){
validate3.errors = [{instancePath:instancePath+"/ExtraTrackNumber",schemaPath:"#/properties/ExtraTrackNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingProvider !== undefined){
const _errs38 = errors;
if(typeof data.ShippingProvider !== "string"){
validate3.errors = [{instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.IsFinalTrackingNumber !== undefined){
const _errs40 = errors;
if(typeof data.IsFinalTrackingNumber !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs40 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.RetryCount !== undefined){
let data19 = data.RetryCount;
const _errs42 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
validate3.errors = [{instancePath:instancePath+"/RetryCount",schemaPath:"#/properties/RetryCount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CreateFailedReason !== undefined){
let data20 = data.CreateFailedReason;
const _errs44 = errors;
const _errs45 = errors;
if(errors === _errs45){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.ReasonCode !== undefined){
const _errs47 = errors;
if(typeof data20.ReasonCode !== "string"){
validate3.errors = [{instancePath:instancePath+"/CreateFailedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs47 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.ReasonText !== undefined){
const _errs49 = errors;
if(typeof data20.ReasonText !== "string"){
validate3.errors = [{instancePath:instancePath+"/CreateFailedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs49 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.ExtendMessage !== undefined){
const _errs51 = errors;
if(typeof data20.ExtendMessage !== "string"){
validate3.errors = [{instancePath:instancePath+"/CreateFailedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs51 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/CreateFailedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingCosts !== undefined){
let data24 = data.ShippingCosts;
const _errs53 = errors;
if(errors === _errs53){
if(Array.isArray(data24)){
var valid8 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
const _errs55 = errors;
if(!(validate4(data24[i1], {instancePath:instancePath+"/ShippingCosts/" + i1,parentData:data24,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate4.errors : vErrors.concat(validate4.errors);
errors = vErrors.length;
}
var valid8 = _errs55 === errors;
if(!valid8){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs53 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HasRemoteFee !== undefined){
const _errs56 = errors;
if(typeof data.HasRemoteFee !== "boolean"){
validate3.errors = [{instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"}];
return false;
}
var valid0 = _errs56 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseReceivedTime !== undefined){
const _errs58 = errors;
if(typeof data.WarehouseReceivedTime !== "string"){
validate3.errors = [{instancePath:instancePath+"/WarehouseReceivedTime",schemaPath:"#/properties/WarehouseReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs58 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseDepartedTime !== undefined){
const _errs60 = errors;
if(typeof data.WarehouseDepartedTime !== "string"){
validate3.errors = [{instancePath:instancePath+"/WarehouseDepartedTime",schemaPath:"#/properties/WarehouseDepartedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs60 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CreatedTime !== undefined){
let data29 = data.CreatedTime;
const _errs62 = errors;
if(errors === _errs62){
if(errors === _errs62){
if(typeof data29 === "string"){
if(!(formats0.validate(data29))){
validate3.errors = [{instancePath:instancePath+"/CreatedTime",schemaPath:"#/properties/CreatedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate3.errors = [{instancePath:instancePath+"/CreatedTime",schemaPath:"#/properties/CreatedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs62 === errors;
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
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"props":{"ContainerInfos":true,"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"TrackingNumber":true,"ExtraTrackNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"RetryCount":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true,"WarehouseReceivedTime":true,"WarehouseDepartedTime":true,"CreatedTime":true},"dynamicProps":false,"dynamicItems":false};


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
const _errs0 = errors;
if(!(validate3(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate3.errors : vErrors.concat(validate3.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DestinationAscanTime !== undefined){
const _errs3 = errors;
if(typeof data.DestinationAscanTime !== "string"){
validate1.errors = [{instancePath:instancePath+"/DestinationAscanTime",schemaPath:"#/allOf/1/properties/DestinationAscanTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.DeliveredTime !== undefined){
const _errs5 = errors;
if(typeof data.DeliveredTime !== "string"){
validate1.errors = [{instancePath:instancePath+"/DeliveredTime",schemaPath:"#/allOf/1/properties/DeliveredTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
}
}
else {
validate1.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
validate1.errors = vErrors;
return errors === 0;
}
validate1.evaluated = {"props":{"DestinationAscanTime":true,"DeliveredTime":true,"ContainerInfos":true,"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"TrackingNumber":true,"ExtraTrackNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"RetryCount":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true,"WarehouseReceivedTime":true,"WarehouseDepartedTime":true,"CreatedTime":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/schemas/DropShipOrder"] = validate21;
const schema32 = runtime.schema("root", "/components/schemas/DropShipOrder");
const schema34 = runtime.schema("component", "/components/schemas/FbaOrder");
const schema35 = runtime.schema("component", "/components/schemas/ContainerInfo");
const schema36 = runtime.schema("component", "/components/schemas/CreateStatus");
const schema37 = runtime.schema("component", "/components/schemas/DirectExpressOrderStatus");
const schema38 = runtime.schema("component", "/components/schemas/UnShippedReason");
const schema39 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema40 = runtime.schema("component", "/components/schemas/ShippingCostType");

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
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];

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
if(data.ContainerInfos !== undefined){
let data0 = data.ContainerInfos;
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
if(data1.CustomContainerNo !== undefined){
let data2 = data1.CustomContainerNo;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err0 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/CustomContainerNo",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/CustomContainerNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.CustomContainerNo.type,parentSchema:schema35.properties.CustomContainerNo,data:data2};
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
if(data1.WeightInit !== undefined){
let data3 = data1.WeightInit;
const _errs8 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err1 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/WeightInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/WeightInit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.WeightInit.type,parentSchema:schema35.properties.WeightInit,data:data3};
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
if(data1.LengthInit !== undefined){
let data4 = data1.LengthInit;
const _errs10 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err2 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/LengthInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/LengthInit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.LengthInit.type,parentSchema:schema35.properties.LengthInit,data:data4};
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
if(data1.WidthInit !== undefined){
let data5 = data1.WidthInit;
const _errs12 = errors;
if(!((typeof data5 == "number") && (isFinite(data5)))){
const err3 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/WidthInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/WidthInit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.WidthInit.type,parentSchema:schema35.properties.WidthInit,data:data5};
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
if(data1.HeightInit !== undefined){
let data6 = data1.HeightInit;
const _errs14 = errors;
if(!((typeof data6 == "number") && (isFinite(data6)))){
const err4 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/HeightInit",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/HeightInit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.HeightInit.type,parentSchema:schema35.properties.HeightInit,data:data6};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs15 = errors;
var valid4 = _errs14 === errors;
}
if(data1.Weight !== undefined){
let data7 = data1.Weight;
const _errs16 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err5 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.Weight.type,parentSchema:schema35.properties.Weight,data:data7};
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
if(data1.Length !== undefined){
let data8 = data1.Length;
const _errs18 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err6 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/Length",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.Length.type,parentSchema:schema35.properties.Length,data:data8};
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
if(data1.Width !== undefined){
let data9 = data1.Width;
const _errs20 = errors;
if(!((typeof data9 == "number") && (isFinite(data9)))){
const err7 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/Width",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.Width.type,parentSchema:schema35.properties.Width,data:data9};
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
if(data1.Height !== undefined){
let data10 = data1.Height;
const _errs22 = errors;
if(!((typeof data10 == "number") && (isFinite(data10)))){
const err8 = {instancePath:instancePath+"/ContainerInfos/" + i0+"/Height",schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.Height.type,parentSchema:schema35.properties.Height,data:data10};
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
}
else {
const err9 = {instancePath:instancePath+"/ContainerInfos/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ContainerInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
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
const err10 = {instancePath:instancePath+"/ContainerInfos",schemaPath:"#/properties/ContainerInfos/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.ContainerInfos.type,parentSchema:schema34.properties.ContainerInfos,data:data0};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid0 = _errs1 === errors;
}
if(data.PackageId !== undefined){
let data11 = data.PackageId;
const _errs24 = errors;
if(typeof data11 !== "string"){
const err11 = {instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.PackageId.type,parentSchema:schema34.properties.PackageId,data:data11};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs25 = errors;
var valid0 = _errs24 === errors;
}
if(data.SvcPackageId !== undefined){
let data12 = data.SvcPackageId;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err12 = {instancePath:instancePath+"/SvcPackageId",schemaPath:"#/properties/SvcPackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.SvcPackageId.type,parentSchema:schema34.properties.SvcPackageId,data:data12};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs27 = errors;
var valid0 = _errs26 === errors;
}
if(data.Status !== undefined){
let data13 = data.Status;
const _errs28 = errors;
const _errs29 = errors;
if(typeof data13 !== "string"){
const err13 = {instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/CreateStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.type,parentSchema:schema36,data:data13};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs30 = errors;
var valid5 = _errs29 === errors;
var valid0 = _errs28 === errors;
}
if(data.HandleStatus !== undefined){
let data14 = data.HandleStatus;
const _errs31 = errors;
const _errs32 = errors;
if(typeof data14 !== "string"){
const err14 = {instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/DirectExpressOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data14};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs33 = errors;
var valid6 = _errs32 === errors;
var valid0 = _errs31 === errors;
}
if(data.TrackingNumber !== undefined){
let data15 = data.TrackingNumber;
const _errs34 = errors;
if(typeof data15 !== "string"){
const err15 = {instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.TrackingNumber.type,parentSchema:schema34.properties.TrackingNumber,data:data15};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs35 = errors;
var valid0 = _errs34 === errors;
}
if(data.ExtraTrackNumber !== undefined){
let data16 = data.ExtraTrackNumber;
const _errs36 = errors;
if(typeof data16 !== "string"){
const err16 = {instancePath:instancePath+"/ExtraTrackNumber",schemaPath:"#/properties/ExtraTrackNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ExtraTrackNumber.type,parentSchema:schema34.properties.ExtraTrackNumber,data:data16};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs37 = errors;
var valid0 = _errs36 === errors;
}
if(data.ShippingProvider !== undefined){
let data17 = data.ShippingProvider;
const _errs38 = errors;
if(typeof data17 !== "string"){
const err17 = {instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.ShippingProvider.type,parentSchema:schema34.properties.ShippingProvider,data:data17};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs39 = errors;
var valid0 = _errs38 === errors;
}
if(data.IsFinalTrackingNumber !== undefined){
let data18 = data.IsFinalTrackingNumber;
const _errs40 = errors;
if(typeof data18 !== "boolean"){
const err18 = {instancePath:instancePath+"/IsFinalTrackingNumber",schemaPath:"#/properties/IsFinalTrackingNumber/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.IsFinalTrackingNumber.type,parentSchema:schema34.properties.IsFinalTrackingNumber,data:data18};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs41 = errors;
var valid0 = _errs40 === errors;
}
if(data.RetryCount !== undefined){
let data19 = data.RetryCount;
const _errs42 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err19 = {instancePath:instancePath+"/RetryCount",schemaPath:"#/properties/RetryCount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.RetryCount.type,parentSchema:schema34.properties.RetryCount,data:data19};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs43 = errors;
var valid0 = _errs42 === errors;
}
if(data.CreateFailedReason !== undefined){
let data20 = data.CreateFailedReason;
const _errs44 = errors;
const _errs45 = errors;
const _errs46 = errors;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.ReasonCode !== undefined){
let data21 = data20.ReasonCode;
const _errs47 = errors;
if(typeof data21 !== "string"){
const err20 = {instancePath:instancePath+"/CreateFailedReason/ReasonCode",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonCode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ReasonCode.type,parentSchema:schema38.properties.ReasonCode,data:data21};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs48 = errors;
var valid8 = _errs47 === errors;
}
if(data20.ReasonText !== undefined){
let data22 = data20.ReasonText;
const _errs49 = errors;
if(typeof data22 !== "string"){
const err21 = {instancePath:instancePath+"/CreateFailedReason/ReasonText",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ReasonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ReasonText.type,parentSchema:schema38.properties.ReasonText,data:data22};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs50 = errors;
var valid8 = _errs49 === errors;
}
if(data20.ExtendMessage !== undefined){
let data23 = data20.ExtendMessage;
const _errs51 = errors;
if(typeof data23 !== "string"){
const err22 = {instancePath:instancePath+"/CreateFailedReason/ExtendMessage",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/properties/ExtendMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.properties.ExtendMessage.type,parentSchema:schema38.properties.ExtendMessage,data:data23};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs52 = errors;
var valid8 = _errs51 === errors;
}
}
else {
const err23 = {instancePath:instancePath+"/CreateFailedReason",schemaPath:"urn:fulfillment-api:components#/$defs/UnShippedReason/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.type,parentSchema:schema38,data:data20};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var valid7 = _errs45 === errors;
var valid0 = _errs44 === errors;
}
if(data.ShippingCosts !== undefined){
let data24 = data.ShippingCosts;
const _errs53 = errors;
const _errs54 = errors;
if(Array.isArray(data24)){
let valid10 = true;
const len1 = data24.length;
for(let i1=0; i1<len1; i1++){
let data25 = data24[i1];
const _errs55 = errors;
if(!(validate24(data25, {instancePath:instancePath+"/ShippingCosts/" + i1,parentData:data24,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
else {
}
var valid9 = _errs55 === errors;
if(!valid9){
valid10 = false;
}
}
}
else {
const err24 = {instancePath:instancePath+"/ShippingCosts",schemaPath:"#/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.ShippingCosts.type,parentSchema:schema34.properties.ShippingCosts,data:data24};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var valid0 = _errs53 === errors;
}
if(data.HasRemoteFee !== undefined){
let data26 = data.HasRemoteFee;
const _errs56 = errors;
if(typeof data26 !== "boolean"){
const err25 = {instancePath:instancePath+"/HasRemoteFee",schemaPath:"#/properties/HasRemoteFee/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema34.properties.HasRemoteFee.type,parentSchema:schema34.properties.HasRemoteFee,data:data26};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs57 = errors;
var valid0 = _errs56 === errors;
}
if(data.WarehouseReceivedTime !== undefined){
let data27 = data.WarehouseReceivedTime;
const _errs58 = errors;
if(typeof data27 !== "string"){
const err26 = {instancePath:instancePath+"/WarehouseReceivedTime",schemaPath:"#/properties/WarehouseReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.WarehouseReceivedTime.type,parentSchema:schema34.properties.WarehouseReceivedTime,data:data27};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
const _errs59 = errors;
var valid0 = _errs58 === errors;
}
if(data.WarehouseDepartedTime !== undefined){
let data28 = data.WarehouseDepartedTime;
const _errs60 = errors;
if(typeof data28 !== "string"){
const err27 = {instancePath:instancePath+"/WarehouseDepartedTime",schemaPath:"#/properties/WarehouseDepartedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.WarehouseDepartedTime.type,parentSchema:schema34.properties.WarehouseDepartedTime,data:data28};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs61 = errors;
var valid0 = _errs60 === errors;
}
if(data.CreatedTime !== undefined){
let data29 = data.CreatedTime;
const _errs62 = errors;
const _errs63 = errors;
if((typeof data29 == "number") && (isFinite(data29))){
}
if(typeof data29 === "string"){
if(!(formats0.validate(data29))){
const err28 = {instancePath:instancePath+"/CreatedTime",schemaPath:"#/properties/CreatedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema34.properties.CreatedTime,data:data29};
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
const err29 = {instancePath:instancePath+"/CreatedTime",schemaPath:"#/properties/CreatedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.CreatedTime.type,parentSchema:schema34.properties.CreatedTime,data:data29};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var valid0 = _errs62 === errors;
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"ContainerInfos":true,"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"TrackingNumber":true,"ExtraTrackNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"RetryCount":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true,"WarehouseReceivedTime":true,"WarehouseDepartedTime":true,"CreatedTime":true},"dynamicProps":false,"dynamicItems":false};


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
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
else {
}
var valid0 = _errs0 === errors;
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DestinationAscanTime !== undefined){
let data0 = data.DestinationAscanTime;
const _errs3 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/DestinationAscanTime",schemaPath:"#/allOf/1/properties/DestinationAscanTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.allOf[1].properties.DestinationAscanTime.type,parentSchema:schema32.allOf[1].properties.DestinationAscanTime,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs4 = errors;
var valid1 = _errs3 === errors;
}
if(data.DeliveredTime !== undefined){
let data1 = data.DeliveredTime;
const _errs5 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/DeliveredTime",schemaPath:"#/allOf/1/properties/DeliveredTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.allOf[1].properties.DeliveredTime.type,parentSchema:schema32.allOf[1].properties.DeliveredTime,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs6 = errors;
var valid1 = _errs5 === errors;
}
}
else {
const err2 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.allOf[1].type,parentSchema:schema32.allOf[1],data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var valid0 = _errs1 === errors;
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"DestinationAscanTime":true,"DeliveredTime":true,"ContainerInfos":true,"PackageId":true,"SvcPackageId":true,"Status":true,"HandleStatus":true,"TrackingNumber":true,"ExtraTrackNumber":true,"ShippingProvider":true,"IsFinalTrackingNumber":true,"RetryCount":true,"CreateFailedReason":true,"ShippingCosts":true,"HasRemoteFee":true,"WarehouseReceivedTime":true,"WarehouseDepartedTime":true,"CreatedTime":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
