"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of listInboundOrders: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/parameters/InboundWarehouseId/schema"] = validate1;
const schema1 = runtime.schema("root", "/components/parameters/InboundWarehouseId/schema");

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

exports["/components/parameters/SvcOrderIdList/schema"] = validate2;
const schema2 = runtime.schema("root", "/components/parameters/SvcOrderIdList/schema");

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
if(errors === 0){
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(typeof data[i0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/UtcDateTime"] = validate3;
const schema3 = runtime.schema("root", "/components/schemas/UtcDateTime");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
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
if(errors === 0){
if(errors === 0){
if(typeof data === "string"){
if(!pattern0.test(data)){
validate3.errors = [{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"+"\""}];
return false;
}
else {
if(!(formats0.validate(data))){
validate3.errors = [{instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/parameters/PageSize/schema"] = validate4;
const schema4 = runtime.schema("root", "/components/parameters/PageSize/schema");

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate4.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 200 || isNaN(data)){
validate4.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data < 1 || isNaN(data)){
validate4.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
validate4.errors = vErrors;
return errors === 0;
}
validate4.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/parameters/PageIndex/schema"] = validate5;
const schema5 = runtime.schema("root", "/components/parameters/PageIndex/schema");

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === 0){
if((typeof data == "number") && (isFinite(data))){
if(data > 200 || isNaN(data)){
validate5.errors = [{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"}];
return false;
}
else {
if(data < 1 || isNaN(data)){
validate5.errors = [{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1inboundOrders/get/responses/200/content/application~1json/schema"] = validate6;
const schema6 = runtime.schema("root", "/paths/~1v1~1inboundOrders/get/responses/200/content/application~1json/schema");
const schema8 = runtime.schema("component", "/components/schemas/InboundOrder");
const schema9 = runtime.schema("component", "/components/schemas/InboundOrderStatus");
const schema10 = runtime.schema("component", "/components/schemas/InboundOrderState");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ShipmentId !== undefined){
const _errs1 = errors;
if(typeof data.ShipmentId !== "string"){
validate8.errors = [{instancePath:instancePath+"/ShipmentId",schemaPath:"#/properties/ShipmentId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/SvcOrderId",schemaPath:"#/properties/SvcOrderId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/ShippingType",schemaPath:"#/properties/ShippingType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/HandleState",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderState/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate8.errors = [{instancePath:instancePath+"/VerifyWeight",schemaPath:"#/properties/VerifyWeight/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate8.errors = [{instancePath:instancePath+"/ContainerCount",schemaPath:"#/properties/ContainerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
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
validate8.errors = [{instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""}];
return false;
}
}
else {
validate8.errors = [{instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate8.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate8.errors = vErrors;
return errors === 0;
}
validate8.evaluated = {"props":{"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate8(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate8.errors : vErrors.concat(validate8.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/parameters/InboundWarehouseId/schema"] = validate21;
const schema32 = runtime.schema("root", "/components/parameters/InboundWarehouseId/schema");

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

exports["/components/parameters/SvcOrderIdList/schema"] = validate22;
const schema33 = runtime.schema("root", "/components/parameters/SvcOrderIdList/schema");

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
const _errs0 = errors;
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.items.type,parentSchema:schema33.items,data:data0};
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
if(!valid0){
valid1 = false;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

exports["/components/schemas/UtcDateTime"] = validate23;
const schema34 = runtime.schema("root", "/components/schemas/UtcDateTime");
const formats0 = runtime.require("ajv-formats/dist/formats").fullFormats["date-time"];
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
if((typeof data == "number") && (isFinite(data))){
}
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"},message:"must match pattern \""+"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$"+"\"",schema:"^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|\\+00:00)$",parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(formats0.validate(data))){
const err1 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema34,data};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/parameters/PageSize/schema"] = validate24;
const schema35 = runtime.schema("root", "/components/parameters/PageSize/schema");

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if((typeof data == "number") && (isFinite(data))){
if(data > 200 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200",schema:200,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/components/parameters/PageIndex/schema"] = validate25;
const schema36 = runtime.schema("root", "/components/parameters/PageIndex/schema");

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
if(!(((typeof data == "number") && (!(data % 1) && !isNaN(data))) && (isFinite(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs0 = errors;
if((typeof data == "number") && (isFinite(data))){
if(data > 200 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200",schema:200,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1inboundOrders/get/responses/200/content/application~1json/schema"] = validate26;
const schema37 = runtime.schema("root", "/paths/~1v1~1inboundOrders/get/responses/200/content/application~1json/schema");
const schema39 = runtime.schema("component", "/components/schemas/InboundOrder");
const schema40 = runtime.schema("component", "/components/schemas/InboundOrderStatus");
const schema41 = runtime.schema("component", "/components/schemas/InboundOrderState");

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
if(data.SvcOrderId !== undefined){
let data1 = data.SvcOrderId;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/SvcOrderId",schemaPath:"#/properties/SvcOrderId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.SvcOrderId.type,parentSchema:schema39.properties.SvcOrderId,data:data1};
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
const err2 = {instancePath:instancePath+"/WarehouseId",schemaPath:"#/properties/WarehouseId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.WarehouseId.type,parentSchema:schema39.properties.WarehouseId,data:data2};
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
const err3 = {instancePath:instancePath+"/ShippingType",schemaPath:"#/properties/ShippingType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ShippingType.type,parentSchema:schema39.properties.ShippingType,data:data3};
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
const err4 = {instancePath:instancePath+"/Remark",schemaPath:"#/properties/Remark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Remark.type,parentSchema:schema39.properties.Remark,data:data4};
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
const err5 = {instancePath:instancePath+"/HandleStatus",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.type,parentSchema:schema40,data:data5};
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
const err6 = {instancePath:instancePath+"/HandleState",schemaPath:"urn:fulfillment-api:components#/$defs/InboundOrderState/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema41.type,parentSchema:schema41,data:data6};
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
const err7 = {instancePath:instancePath+"/Weight",schemaPath:"#/properties/Weight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Weight.type,parentSchema:schema39.properties.Weight,data:data7};
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
const err8 = {instancePath:instancePath+"/VerifyWeight",schemaPath:"#/properties/VerifyWeight/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.VerifyWeight.type,parentSchema:schema39.properties.VerifyWeight,data:data8};
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
const err9 = {instancePath:instancePath+"/ContainerCount",schemaPath:"#/properties/ContainerCount/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.ContainerCount.type,parentSchema:schema39.properties.ContainerCount,data:data9};
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
const err10 = {instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.ReceivedTime,data:data10};
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
const err11 = {instancePath:instancePath+"/ReceivedTime",schemaPath:"#/properties/ReceivedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ReceivedTime.type,parentSchema:schema39.properties.ReceivedTime,data:data10};
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
const err12 = {instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.ShippingOutTime,data:data11};
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
const err13 = {instancePath:instancePath+"/ShippingOutTime",schemaPath:"#/properties/ShippingOutTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ShippingOutTime.type,parentSchema:schema39.properties.ShippingOutTime,data:data11};
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
const err14 = {instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.ShippingInTime,data:data12};
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
const err15 = {instancePath:instancePath+"/ShippingInTime",schemaPath:"#/properties/ShippingInTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.ShippingInTime.type,parentSchema:schema39.properties.ShippingInTime,data:data12};
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
const err16 = {instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.FinishedTime,data:data13};
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
const err17 = {instancePath:instancePath+"/FinishedTime",schemaPath:"#/properties/FinishedTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.FinishedTime.type,parentSchema:schema39.properties.FinishedTime,data:data13};
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
const err18 = {instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\"",schema:"date-time",parentSchema:schema39.properties.CreateTime,data:data14};
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
const err19 = {instancePath:instancePath+"/CreateTime",schemaPath:"#/properties/CreateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.CreateTime.type,parentSchema:schema39.properties.CreateTime,data:data14};
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
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"ShipmentId":true,"SvcOrderId":true,"WarehouseId":true,"ShippingType":true,"Remark":true,"HandleStatus":true,"HandleState":true,"Weight":true,"VerifyWeight":true,"ContainerCount":true,"ReceivedTime":true,"ShippingOutTime":true,"ShippingInTime":true,"FinishedTime":true,"CreateTime":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate28(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema37.type,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
