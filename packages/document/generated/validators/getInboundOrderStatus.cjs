"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getInboundOrderStatus: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/parameters/ShipmentId/schema"] = validate1;
const schema1 = runtime.schema("root", "/components/parameters/ShipmentId/schema");

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

exports["/components/schemas/IdType"] = validate2;
const schema2 = runtime.schema("root", "/components/schemas/IdType");

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

exports["/components/schemas/InboundOrderDetail"] = validate3;
const schema3 = runtime.schema("root", "/components/schemas/InboundOrderDetail");
const schema8 = runtime.schema("component", "/components/schemas/ShipmentStatus");
const schema9 = runtime.schema("component", "/components/schemas/UtcDateTime");
const schema11 = runtime.schema("component", "/components/schemas/TrackingEvent");
const schema5 = runtime.schema("component", "/components/schemas/InboundOrder");
const schema6 = runtime.schema("component", "/components/schemas/InboundOrderStatus");
const schema7 = runtime.schema("component", "/components/schemas/InboundOrderState");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];

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
if(data.ShipmentId !== undefined){
const _errs1 = errors;
if(typeof data.ShipmentId !== "string"){
validate5.errors = [{instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SvcOrderId !== undefined){
const _errs3 = errors;
if(typeof data.SvcOrderId !== "string"){
validate5.errors = [{instancePath:instancePath+"/SvcOrderId",schemaPath:"#/properties/SvcOrderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.WarehouseId !== undefined){
const _errs5 = errors;
if(typeof data.WarehouseId !== "string"){
validate5.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingType !== undefined){
const _errs7 = errors;
if(typeof data.ShippingType !== "string"){
validate5.errors = [{instancePath:instancePath+"/ShippingType",schemaPath:"#/properties/ShippingType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Remark !== undefined){
const _errs9 = errors;
if(typeof data.Remark !== "string"){
validate5.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HandleStatus !== undefined){
const _errs11 = errors;
if(typeof data.HandleStatus !== "string"){
validate5.errors = [{instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.HandleState !== undefined){
const _errs14 = errors;
if(typeof data.HandleState !== "string"){
validate5.errors = [{instancePath:instancePath+"/HandleState",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data7 = data.Weight;
const _errs17 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
validate5.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.VerifyWeight !== undefined){
let data8 = data.VerifyWeight;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
validate5.errors = [{instancePath:instancePath+"/VerifyWeight",schemaPath:"#/properties/VerifyWeight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ContainerCount !== undefined){
let data9 = data.ContainerCount;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
validate5.errors = [{instancePath:instancePath+"/ContainerCount",schemaPath:"#/properties/ContainerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ReceivedTime !== undefined){
let data10 = data.ReceivedTime;
const _errs23 = errors;
if(errors === _errs23){
if(errors === _errs23){
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
validate5.errors = [{instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs23 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingOutTime !== undefined){
let data11 = data.ShippingOutTime;
const _errs25 = errors;
if(errors === _errs25){
if(errors === _errs25){
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
validate5.errors = [{instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs25 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingInTime !== undefined){
let data12 = data.ShippingInTime;
const _errs27 = errors;
if(errors === _errs27){
if(errors === _errs27){
if(typeof data12 === "string"){
if(!(formats0.validate(data12))){
validate5.errors = [{instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.FinishedTime !== undefined){
let data13 = data.FinishedTime;
const _errs29 = errors;
if(errors === _errs29){
if(errors === _errs29){
if(typeof data13 === "string"){
if(!(formats0.validate(data13))){
validate5.errors = [{instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CreateTime !== undefined){
let data14 = data.CreateTime;
const _errs31 = errors;
if(errors === _errs31){
if(errors === _errs31){
if(typeof data14 === "string"){
if(!(formats0.validate(data14))){
validate5.errors = [{instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate5.errors = [{instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid0 = _errs31 === errors;
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
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":{"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};

const schema10 = runtime.schema("component", "/components/schemas/InboundSku");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Sku !== undefined){
const _errs1 = errors;
if(typeof data.Sku !== "string"){
validate7.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate7.errors = [{instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate7.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ArrivalQuantity !== undefined){
let data3 = data.ArrivalQuantity;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate7.errors = [{instancePath:instancePath+"/ArrivalQuantity",schemaPath:"#/properties/ArrivalQuantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PutawayQuantity !== undefined){
let data4 = data.PutawayQuantity;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate7.errors = [{instancePath:instancePath+"/PutawayQuantity",schemaPath:"#/properties/PutawayQuantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Trackings !== undefined){
let data5 = data.Trackings;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.Location !== undefined){
const _errs16 = errors;
if(typeof data6.Location !== "string"){
validate7.errors = [{instancePath:instancePath+"/Trackings/" + i0+"/Location",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.Description !== undefined){
const _errs18 = errors;
if(typeof data6.Description !== "string"){
validate7.errors = [{instancePath:instancePath+"/Trackings/" + i0+"/Description",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data6.TrackingTime !== undefined){
const _errs20 = errors;
if(typeof data6.TrackingTime !== "string"){
validate7.errors = [{instancePath:instancePath+"/Trackings/" + i0+"/TrackingTime",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/TrackingTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate7.errors = [{instancePath:instancePath+"/Trackings/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate7.errors = [{instancePath:instancePath+"/Trackings",schemaPath:"#/properties/Trackings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
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
validate7.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate7.errors = vErrors;
return errors === 0;
}
validate7.evaluated = {"props":{"Sku":true,"Quantity":true,"Weight":true,"ArrivalQuantity":true,"PutawayQuantity":true,"Trackings":true},"dynamicProps":false,"dynamicItems":false};

const schema13 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema14 = runtime.schema("component", "/components/schemas/ShippingCostType");

function validate9(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate9.evaluated;
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
validate9.errors = [{instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate9.errors = [{instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate9.errors = [{instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate9.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate9.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate9.errors = vErrors;
return errors === 0;
}
validate9.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const schema15 = runtime.schema("component", "/components/schemas/Container");
const schema16 = runtime.schema("component", "/components/schemas/ContainerSku");
const schema17 = runtime.schema("component", "/components/schemas/ProductDetail");

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate12.evaluated;
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
validate12.errors = [{instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate12.errors = [{instancePath:instancePath+"/StorageNo",schemaPath:"#/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Quantity !== undefined){
let data2 = data.Quantity;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate12.errors = [{instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProductDetails !== undefined){
let data3 = data.ProductDetails;
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
if(data4.DeclareNameEN !== undefined){
const _errs12 = errors;
if(typeof data4.DeclareNameEN !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareNameEN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareNameEN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs12 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.DeclareNameCN !== undefined){
const _errs14 = errors;
if(typeof data4.DeclareNameCN !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareNameCN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareNameCN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.MaterialEN !== undefined){
const _errs16 = errors;
if(typeof data4.MaterialEN !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/MaterialEN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/MaterialEN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.MaterialCN !== undefined){
const _errs18 = errors;
if(typeof data4.MaterialCN !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/MaterialCN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/MaterialCN/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.BrandName !== undefined){
const _errs20 = errors;
if(typeof data4.BrandName !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/BrandName",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/BrandName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs20 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Packing !== undefined){
const _errs22 = errors;
if(typeof data4.Packing !== "string"){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/Packing",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Packing/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs22 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Quantity !== undefined){
let data11 = data4.Quantity;
const _errs24 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs24 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.DeclareValue !== undefined){
let data12 = data4.DeclareValue;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs26 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.Weight !== undefined){
let data13 = data4.Weight;
const _errs28 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid3 = _errs28 === errors;
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
validate12.errors = [{instancePath:instancePath+"/ProductDetails/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate12.errors = [{instancePath:instancePath+"/ProductDetails",schemaPath:"#/properties/ProductDetails/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate12.errors = vErrors;
return errors === 0;
}
validate12.evaluated = {"props":{"Sku":true,"StorageNo":true,"Quantity":true,"ProductDetails":true},"dynamicProps":false,"dynamicItems":false};


function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate11.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ContainerId !== undefined){
const _errs1 = errors;
if(typeof data.ContainerId !== "string"){
validate11.errors = [{instancePath:instancePath+"/ContainerId",schemaPath:"#/properties/ContainerId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Weight !== undefined){
let data1 = data.Weight;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
validate11.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Length !== undefined){
let data2 = data.Length;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
validate11.errors = [{instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Width !== undefined){
let data3 = data.Width;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
validate11.errors = [{instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Height !== undefined){
let data4 = data.Height;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
validate11.errors = [{instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Skus !== undefined){
let data5 = data.Skus;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
const _errs13 = errors;
if(!(validate12(data5[i0], {instancePath:instancePath+"/Skus/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate12.errors : vErrors.concat(validate12.errors);
errors = vErrors.length;
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate11.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
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
validate11.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate11.errors = vErrors;
return errors === 0;
}
validate11.evaluated = {"props":{"ContainerId":true,"Weight":true,"Length":true,"Width":true,"Height":true,"Skus":true},"dynamicProps":false,"dynamicItems":false};

const pattern0 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$", "u");

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
if(!(validate5(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Status !== undefined){
const _errs3 = errors;
if(typeof data.Status !== "string"){
validate3.errors = [{instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/ShipmentStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.LastUpdated !== undefined){
let data1 = data.LastUpdated;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(errors === _errs7){
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
validate3.errors = [{instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"+"\""}];
return false;
}
else {
if(!(formats0.validate(data1))){
validate3.errors = [{instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.Skus !== undefined){
let data2 = data.Skus;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data2)){
var valid4 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(!(validate7(data2[i0], {instancePath:instancePath+"/Skus/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate7.errors : vErrors.concat(validate7.errors);
errors = vErrors.length;
}
var valid4 = _errs11 === errors;
if(!valid4){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Skus",schemaPath:"#/allOf/1/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.Trackings !== undefined){
let data4 = data.Trackings;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data4)){
var valid5 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Location !== undefined){
const _errs17 = errors;
if(typeof data5.Location !== "string"){
validate3.errors = [{instancePath:instancePath+"/Trackings/" + i1+"/Location",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs17 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.Description !== undefined){
const _errs19 = errors;
if(typeof data5.Description !== "string"){
validate3.errors = [{instancePath:instancePath+"/Trackings/" + i1+"/Description",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs19 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data5.TrackingTime !== undefined){
const _errs21 = errors;
if(typeof data5.TrackingTime !== "string"){
validate3.errors = [{instancePath:instancePath+"/Trackings/" + i1+"/TrackingTime",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/TrackingTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs21 === errors;
}
else {
var valid7 = true;
}
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Trackings/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs14 === errors;
if(!valid5){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Trackings",schemaPath:"#/allOf/1/properties/Trackings/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.ShippingCosts !== undefined){
let data9 = data.ShippingCosts;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data9)){
var valid8 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
const _errs25 = errors;
if(!(validate9(data9[i2], {instancePath:instancePath+"/ShippingCosts/" + i2,parentData:data9,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate9.errors : vErrors.concat(validate9.errors);
errors = vErrors.length;
}
var valid8 = _errs25 === errors;
if(!valid8){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/ShippingCosts",schemaPath:"#/allOf/1/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.Containers !== undefined){
let data11 = data.Containers;
const _errs26 = errors;
if(errors === _errs26){
if(Array.isArray(data11)){
var valid9 = true;
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
const _errs28 = errors;
if(!(validate11(data11[i3], {instancePath:instancePath+"/Containers/" + i3,parentData:data11,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate11.errors : vErrors.concat(validate11.errors);
errors = vErrors.length;
}
var valid9 = _errs28 === errors;
if(!valid9){
break;
}
}
}
else {
validate3.errors = [{instancePath:instancePath+"/Containers",schemaPath:"#/allOf/1/properties/Containers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs26 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
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
validate3.evaluated = {"props":{"Status":true,"LastUpdated":true,"Skus":true,"Trackings":true,"ShippingCosts":true,"Containers":true,"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/parameters/ShipmentId/schema"] = validate21;
const schema32 = runtime.schema("root", "/components/parameters/ShipmentId/schema");

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

exports["/components/schemas/IdType"] = validate22;
const schema33 = runtime.schema("root", "/components/schemas/IdType");

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

exports["/components/schemas/InboundOrderDetail"] = validate23;
const schema34 = runtime.schema("root", "/components/schemas/InboundOrderDetail");
const schema39 = runtime.schema("component", "/components/schemas/ShipmentStatus");
const schema40 = runtime.schema("component", "/components/schemas/UtcDateTime");
const schema42 = runtime.schema("component", "/components/schemas/TrackingEvent");
const schema36 = runtime.schema("component", "/components/schemas/InboundOrder");
const schema37 = runtime.schema("component", "/components/schemas/InboundOrderStatus");
const schema38 = runtime.schema("component", "/components/schemas/InboundOrderState");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];

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
if(data.ShipmentId !== undefined){
let data0 = data.ShipmentId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ShipmentId.type,parentSchema:schema36.properties.ShipmentId,data:data0};
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
if(data.SvcOrderId !== undefined){
let data1 = data.SvcOrderId;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/SvcOrderId",schemaPath:"#/properties/SvcOrderId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.SvcOrderId.type,parentSchema:schema36.properties.SvcOrderId,data:data1};
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
if(data.WarehouseId !== undefined){
let data2 = data.WarehouseId;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.WarehouseId.type,parentSchema:schema36.properties.WarehouseId,data:data2};
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
if(data.ShippingType !== undefined){
let data3 = data.ShippingType;
const _errs7 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/ShippingType",schemaPath:"#/properties/ShippingType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ShippingType.type,parentSchema:schema36.properties.ShippingType,data:data3};
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
if(data.Remark !== undefined){
let data4 = data.Remark;
const _errs9 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Remark.type,parentSchema:schema36.properties.Remark,data:data4};
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
if(data.HandleStatus !== undefined){
let data5 = data.HandleStatus;
const _errs11 = errors;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err5 = {instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs13 = errors;
var valid1 = _errs12 === errors;
var valid0 = _errs11 === errors;
}
if(data.HandleState !== undefined){
let data6 = data.HandleState;
const _errs14 = errors;
const _errs15 = errors;
if(typeof data6 !== "string"){
const err6 = {instancePath:instancePath+"/HandleState",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderState/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data6};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs16 = errors;
var valid2 = _errs15 === errors;
var valid0 = _errs14 === errors;
}
if(data.Weight !== undefined){
let data7 = data.Weight;
const _errs17 = errors;
if(!((typeof data7 == "number") && (isFinite(data7)))){
const err7 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.Weight.type,parentSchema:schema36.properties.Weight,data:data7};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs18 = errors;
var valid0 = _errs17 === errors;
}
if(data.VerifyWeight !== undefined){
let data8 = data.VerifyWeight;
const _errs19 = errors;
if(!((typeof data8 == "number") && (isFinite(data8)))){
const err8 = {instancePath:instancePath+"/VerifyWeight",schemaPath:"#/properties/VerifyWeight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema36.properties.VerifyWeight.type,parentSchema:schema36.properties.VerifyWeight,data:data8};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs20 = errors;
var valid0 = _errs19 === errors;
}
if(data.ContainerCount !== undefined){
let data9 = data.ContainerCount;
const _errs21 = errors;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err9 = {instancePath:instancePath+"/ContainerCount",schemaPath:"#/properties/ContainerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.properties.ContainerCount.type,parentSchema:schema36.properties.ContainerCount,data:data9};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
const _errs22 = errors;
var valid0 = _errs21 === errors;
}
if(data.ReceivedTime !== undefined){
let data10 = data.ReceivedTime;
const _errs23 = errors;
const _errs24 = errors;
if((typeof data10 == "number") && (isFinite(data10))){
}
if(typeof data10 === "string"){
if(!(formats0.validate(data10))){
const err10 = {instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.ReceivedTime,data:data10};
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
const err11 = {instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ReceivedTime.type,parentSchema:schema36.properties.ReceivedTime,data:data10};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid0 = _errs23 === errors;
}
if(data.ShippingOutTime !== undefined){
let data11 = data.ShippingOutTime;
const _errs25 = errors;
const _errs26 = errors;
if((typeof data11 == "number") && (isFinite(data11))){
}
if(typeof data11 === "string"){
if(!(formats0.validate(data11))){
const err12 = {instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.ShippingOutTime,data:data11};
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
const err13 = {instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ShippingOutTime.type,parentSchema:schema36.properties.ShippingOutTime,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid0 = _errs25 === errors;
}
if(data.ShippingInTime !== undefined){
let data12 = data.ShippingInTime;
const _errs27 = errors;
const _errs28 = errors;
if((typeof data12 == "number") && (isFinite(data12))){
}
if(typeof data12 === "string"){
if(!(formats0.validate(data12))){
const err14 = {instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.ShippingInTime,data:data12};
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
const err15 = {instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ShippingInTime.type,parentSchema:schema36.properties.ShippingInTime,data:data12};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var valid0 = _errs27 === errors;
}
if(data.FinishedTime !== undefined){
let data13 = data.FinishedTime;
const _errs29 = errors;
const _errs30 = errors;
if((typeof data13 == "number") && (isFinite(data13))){
}
if(typeof data13 === "string"){
if(!(formats0.validate(data13))){
const err16 = {instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.FinishedTime,data:data13};
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
const err17 = {instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.FinishedTime.type,parentSchema:schema36.properties.FinishedTime,data:data13};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var valid0 = _errs29 === errors;
}
if(data.CreateTime !== undefined){
let data14 = data.CreateTime;
const _errs31 = errors;
const _errs32 = errors;
if((typeof data14 == "number") && (isFinite(data14))){
}
if(typeof data14 === "string"){
if(!(formats0.validate(data14))){
const err18 = {instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema36.properties.CreateTime,data:data14};
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
const err19 = {instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.CreateTime.type,parentSchema:schema36.properties.CreateTime,data:data14};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid0 = _errs31 === errors;
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};

const schema41 = runtime.schema("component", "/components/schemas/InboundSku");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Sku !== undefined){
let data0 = data.Sku;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.properties.Sku.type,parentSchema:schema41.properties.Sku,data:data0};
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
const err1 = {instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.Quantity.type,parentSchema:schema41.properties.Quantity,data:data1};
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
const err2 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.Weight.type,parentSchema:schema41.properties.Weight,data:data2};
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
if(data.ArrivalQuantity !== undefined){
let data3 = data.ArrivalQuantity;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/ArrivalQuantity",schemaPath:"#/properties/ArrivalQuantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.ArrivalQuantity.type,parentSchema:schema41.properties.ArrivalQuantity,data:data3};
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
if(data.PutawayQuantity !== undefined){
let data4 = data.PutawayQuantity;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err4 = {instancePath:instancePath+"/PutawayQuantity",schemaPath:"#/properties/PutawayQuantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema41.properties.PutawayQuantity.type,parentSchema:schema41.properties.PutawayQuantity,data:data4};
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
if(data.Trackings !== undefined){
let data5 = data.Trackings;
const _errs11 = errors;
const _errs12 = errors;
if(Array.isArray(data5)){
let valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
const _errs14 = errors;
const _errs15 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.Location !== undefined){
let data7 = data6.Location;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err5 = {instancePath:instancePath+"/Trackings/" + i0+"/Location",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Location.type,parentSchema:schema42.properties.Location,data:data7};
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
if(data6.Description !== undefined){
let data8 = data6.Description;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/Trackings/" + i0+"/Description",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Description.type,parentSchema:schema42.properties.Description,data:data8};
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
if(data6.TrackingTime !== undefined){
let data9 = data6.TrackingTime;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/Trackings/" + i0+"/TrackingTime",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/TrackingTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.TrackingTime.type,parentSchema:schema42.properties.TrackingTime,data:data9};
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
const err8 = {instancePath:instancePath+"/Trackings/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid3 = _errs14 === errors;
var valid1 = _errs13 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err9 = {instancePath:instancePath+"/Trackings",schemaPath:"#/properties/Trackings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema41.properties.Trackings.type,parentSchema:schema41.properties.Trackings,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs11 === errors;
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"Sku":true,"Quantity":true,"Weight":true,"ArrivalQuantity":true,"PutawayQuantity":true,"Trackings":true},"dynamicProps":false,"dynamicItems":false};

const schema44 = runtime.schema("component", "/components/schemas/ShippingCost");
const schema45 = runtime.schema("component", "/components/schemas/ShippingCostType");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
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
const err0 = {instancePath:instancePath+"/Money",schemaPath:"#/properties/Money/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.Money.type,parentSchema:schema44.properties.Money,data:data0};
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
const err1 = {instancePath:instancePath+"/Currency",schemaPath:"#/properties/Currency/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.Currency.type,parentSchema:schema44.properties.Currency,data:data1};
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
const err2 = {instancePath:instancePath+"/Type",schemaPath:"urn:fulfillment-api:components#/$defs/ShippingCostType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.type,parentSchema:schema45,data:data2};
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
const err3 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.Remark.type,parentSchema:schema44.properties.Remark,data:data3};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":{"Money":true,"Currency":true,"Type":true,"Remark":true},"dynamicProps":false,"dynamicItems":false};

const schema46 = runtime.schema("component", "/components/schemas/Container");
const schema47 = runtime.schema("component", "/components/schemas/ContainerSku");
const schema48 = runtime.schema("component", "/components/schemas/ProductDetail");

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
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
const err0 = {instancePath:instancePath+"/Sku",schemaPath:"#/properties/Sku/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.Sku.type,parentSchema:schema47.properties.Sku,data:data0};
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
const err1 = {instancePath:instancePath+"/StorageNo",schemaPath:"#/properties/StorageNo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema47.properties.StorageNo.type,parentSchema:schema47.properties.StorageNo,data:data1};
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
if(data.Quantity !== undefined){
let data2 = data.Quantity;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/Quantity",schemaPath:"#/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema47.properties.Quantity.type,parentSchema:schema47.properties.Quantity,data:data2};
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
if(data.ProductDetails !== undefined){
let data3 = data.ProductDetails;
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
if(data4.DeclareNameEN !== undefined){
let data5 = data4.DeclareNameEN;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err3 = {instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareNameEN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareNameEN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.DeclareNameEN.type,parentSchema:schema48.properties.DeclareNameEN,data:data5};
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
if(data4.DeclareNameCN !== undefined){
let data6 = data4.DeclareNameCN;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err4 = {instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareNameCN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareNameCN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.DeclareNameCN.type,parentSchema:schema48.properties.DeclareNameCN,data:data6};
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
if(data4.MaterialEN !== undefined){
let data7 = data4.MaterialEN;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err5 = {instancePath:instancePath+"/ProductDetails/" + i0+"/MaterialEN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/MaterialEN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.MaterialEN.type,parentSchema:schema48.properties.MaterialEN,data:data7};
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
if(data4.MaterialCN !== undefined){
let data8 = data4.MaterialCN;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err6 = {instancePath:instancePath+"/ProductDetails/" + i0+"/MaterialCN",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/MaterialCN/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.MaterialCN.type,parentSchema:schema48.properties.MaterialCN,data:data8};
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
if(data4.BrandName !== undefined){
let data9 = data4.BrandName;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err7 = {instancePath:instancePath+"/ProductDetails/" + i0+"/BrandName",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/BrandName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.BrandName.type,parentSchema:schema48.properties.BrandName,data:data9};
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
if(data4.Packing !== undefined){
let data10 = data4.Packing;
const _errs22 = errors;
if(typeof data10 !== "string"){
const err8 = {instancePath:instancePath+"/ProductDetails/" + i0+"/Packing",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Packing/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema48.properties.Packing.type,parentSchema:schema48.properties.Packing,data:data10};
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
if(data4.Quantity !== undefined){
let data11 = data4.Quantity;
const _errs24 = errors;
if(!((typeof data11 == "number") && (isFinite(data11)))){
const err9 = {instancePath:instancePath+"/ProductDetails/" + i0+"/Quantity",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Quantity/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.Quantity.type,parentSchema:schema48.properties.Quantity,data:data11};
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
if(data4.DeclareValue !== undefined){
let data12 = data4.DeclareValue;
const _errs26 = errors;
if(!((typeof data12 == "number") && (isFinite(data12)))){
const err10 = {instancePath:instancePath+"/ProductDetails/" + i0+"/DeclareValue",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/DeclareValue/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.DeclareValue.type,parentSchema:schema48.properties.DeclareValue,data:data12};
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
if(data4.Weight !== undefined){
let data13 = data4.Weight;
const _errs28 = errors;
if(!((typeof data13 == "number") && (isFinite(data13)))){
const err11 = {instancePath:instancePath+"/ProductDetails/" + i0+"/Weight",schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema48.properties.Weight.type,parentSchema:schema48.properties.Weight,data:data13};
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
}
else {
const err12 = {instancePath:instancePath+"/ProductDetails/" + i0,schemaPath:"urn:fulfillment-api:components#/$defs/ProductDetail/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data:data4};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
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
const err13 = {instancePath:instancePath+"/ProductDetails",schemaPath:"#/properties/ProductDetails/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema47.properties.ProductDetails.type,parentSchema:schema47.properties.ProductDetails,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid0 = _errs7 === errors;
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema47.type,parentSchema:schema47,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":{"Sku":true,"StorageNo":true,"Quantity":true,"ProductDetails":true},"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ContainerId !== undefined){
let data0 = data.ContainerId;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/ContainerId",schemaPath:"#/properties/ContainerId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema46.properties.ContainerId.type,parentSchema:schema46.properties.ContainerId,data:data0};
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
if(data.Weight !== undefined){
let data1 = data.Weight;
const _errs3 = errors;
if(!((typeof data1 == "number") && (isFinite(data1)))){
const err1 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.Weight.type,parentSchema:schema46.properties.Weight,data:data1};
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
if(data.Length !== undefined){
let data2 = data.Length;
const _errs5 = errors;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err2 = {instancePath:instancePath+"/Length",schemaPath:"#/properties/Length/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.Length.type,parentSchema:schema46.properties.Length,data:data2};
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
if(data.Width !== undefined){
let data3 = data.Width;
const _errs7 = errors;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err3 = {instancePath:instancePath+"/Width",schemaPath:"#/properties/Width/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.Width.type,parentSchema:schema46.properties.Width,data:data3};
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
if(data.Height !== undefined){
let data4 = data.Height;
const _errs9 = errors;
if(!((typeof data4 == "number") && (isFinite(data4)))){
const err4 = {instancePath:instancePath+"/Height",schemaPath:"#/properties/Height/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema46.properties.Height.type,parentSchema:schema46.properties.Height,data:data4};
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
if(data.Skus !== undefined){
let data5 = data.Skus;
const _errs11 = errors;
const _errs12 = errors;
if(Array.isArray(data5)){
let valid2 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
if(!(validate32(data6, {instancePath:instancePath+"/Skus/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
else {
}
var valid1 = _errs13 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err5 = {instancePath:instancePath+"/Skus",schemaPath:"#/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema46.properties.Skus.type,parentSchema:schema46.properties.Skus,data:data5};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid0 = _errs11 === errors;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":{"ContainerId":true,"Weight":true,"Length":true,"Width":true,"Height":true,"Skus":true},"dynamicProps":false,"dynamicItems":false};

const pattern4 = new RegExp("^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$", "u");

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
if(data.Status !== undefined){
let data0 = data.Status;
const _errs3 = errors;
const _errs4 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/Status",schemaPath:"urn:fulfillment-api:components#/$defs/ShipmentStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs5 = errors;
var valid2 = _errs4 === errors;
var valid1 = _errs3 === errors;
}
if(data.LastUpdated !== undefined){
let data1 = data.LastUpdated;
const _errs6 = errors;
const _errs7 = errors;
const _errs8 = errors;
if((typeof data1 == "number") && (isFinite(data1))){
}
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err1 = {instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$",parentSchema:schema40,data:data1};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!(formats0.validate(data1))){
const err2 = {instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema40,data:data1};
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
const err3 = {instancePath:instancePath+"/LastUpdated",schemaPath:"urn:fulfillment-api:components#/$defs/UtcDateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var valid3 = _errs7 === errors;
var valid1 = _errs6 === errors;
}
if(data.Skus !== undefined){
let data2 = data.Skus;
const _errs9 = errors;
const _errs10 = errors;
if(Array.isArray(data2)){
let valid5 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs11 = errors;
if(!(validate27(data3, {instancePath:instancePath+"/Skus/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
else {
}
var valid4 = _errs11 === errors;
if(!valid4){
valid5 = false;
}
}
}
else {
const err4 = {instancePath:instancePath+"/Skus",schemaPath:"#/allOf/1/properties/Skus/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.allOf[1].properties.Skus.type,parentSchema:schema34.allOf[1].properties.Skus,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var valid1 = _errs9 === errors;
}
if(data.Trackings !== undefined){
let data4 = data.Trackings;
const _errs12 = errors;
const _errs13 = errors;
if(Array.isArray(data4)){
let valid7 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs14 = errors;
const _errs15 = errors;
const _errs16 = errors;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.Location !== undefined){
let data6 = data5.Location;
const _errs17 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/Trackings/" + i1+"/Location",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Location.type,parentSchema:schema42.properties.Location,data:data6};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
const _errs18 = errors;
var valid9 = _errs17 === errors;
}
if(data5.Description !== undefined){
let data7 = data5.Description;
const _errs19 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/Trackings/" + i1+"/Description",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/Description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.Description.type,parentSchema:schema42.properties.Description,data:data7};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs20 = errors;
var valid9 = _errs19 === errors;
}
if(data5.TrackingTime !== undefined){
let data8 = data5.TrackingTime;
const _errs21 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/Trackings/" + i1+"/TrackingTime",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/properties/TrackingTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.properties.TrackingTime.type,parentSchema:schema42.properties.TrackingTime,data:data8};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs22 = errors;
var valid9 = _errs21 === errors;
}
}
else {
const err8 = {instancePath:instancePath+"/Trackings/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/TrackingEvent/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var valid8 = _errs15 === errors;
var valid6 = _errs14 === errors;
if(!valid6){
valid7 = false;
}
}
}
else {
const err9 = {instancePath:instancePath+"/Trackings",schemaPath:"#/allOf/1/properties/Trackings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.allOf[1].properties.Trackings.type,parentSchema:schema34.allOf[1].properties.Trackings,data:data4};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid1 = _errs12 === errors;
}
if(data.ShippingCosts !== undefined){
let data9 = data.ShippingCosts;
const _errs23 = errors;
const _errs24 = errors;
if(Array.isArray(data9)){
let valid11 = true;
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
const _errs25 = errors;
if(!(validate29(data10, {instancePath:instancePath+"/ShippingCosts/" + i2,parentData:data9,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
else {
}
var valid10 = _errs25 === errors;
if(!valid10){
valid11 = false;
}
}
}
else {
const err10 = {instancePath:instancePath+"/ShippingCosts",schemaPath:"#/allOf/1/properties/ShippingCosts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.allOf[1].properties.ShippingCosts.type,parentSchema:schema34.allOf[1].properties.ShippingCosts,data:data9};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var valid1 = _errs23 === errors;
}
if(data.Containers !== undefined){
let data11 = data.Containers;
const _errs26 = errors;
const _errs27 = errors;
if(Array.isArray(data11)){
let valid13 = true;
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
const _errs28 = errors;
if(!(validate31(data12, {instancePath:instancePath+"/Containers/" + i3,parentData:data11,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
errors = vErrors.length;
}
else {
}
var valid12 = _errs28 === errors;
if(!valid12){
valid13 = false;
}
}
}
else {
const err11 = {instancePath:instancePath+"/Containers",schemaPath:"#/allOf/1/properties/Containers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.allOf[1].properties.Containers.type,parentSchema:schema34.allOf[1].properties.Containers,data:data11};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var valid1 = _errs26 === errors;
}
}
else {
const err12 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.allOf[1].type,parentSchema:schema34.allOf[1],data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var valid0 = _errs1 === errors;
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"Status":true,"LastUpdated":true,"Skus":true,"Trackings":true,"ShippingCosts":true,"Containers":true,"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};

return exports;
};
