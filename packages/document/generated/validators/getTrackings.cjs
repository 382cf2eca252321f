"use strict";
// Written by the document library's build (scripts/build-validators.js) from the schemas of getTrackings: do not edit.
exports.quick = function quick(runtime) {
const exports = {};

exports["/components/parameters/Lang/schema"] = validate1;
const schema1 = runtime.schema("root", "/components/parameters/Lang/schema");

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

exports["/components/schemas/TrackingRequest"] = validate2;
const schema2 = runtime.schema("root", "/components/schemas/TrackingRequest");

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
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.TrackingNumbers === undefined) && (missing0 = "TrackingNumbers")){
validate2.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.TrackingNumbers !== undefined){
let data0 = data.TrackingNumbers;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length > 20){
validate2.errors = [{instancePath:instancePath+"/TrackingNumbers",schemaPath:"#/properties/TrackingNumbers/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs3 = errors;
if(typeof data0[i0] !== "string"){
validate2.errors = [{instancePath:instancePath+"/TrackingNumbers/" + i0,schemaPath:"#/properties/TrackingNumbers/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate2.errors = [{instancePath:instancePath+"/TrackingNumbers",schemaPath:"#/properties/TrackingNumbers/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate2.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate2.errors = vErrors;
return errors === 0;
}
validate2.evaluated = {"props":{"TrackingNumbers":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema"] = validate3;
const schema3 = runtime.schema("root", "/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema");
const schema5 = runtime.schema("component", "/components/schemas/TrackingRecord");
const schema6 = runtime.schema("component", "/components/schemas/TrackingStatus");
const schema7 = runtime.schema("component", "/components/schemas/TrackingStatusSub");
const schema12 = runtime.schema("component", "/components/schemas/CarrierInfo");
const schema13 = runtime.schema("component", "/components/schemas/TransitPort");
const schema14 = runtime.schema("component", "/components/schemas/ClientGroupSum");
const schema15 = runtime.schema("component", "/components/schemas/TrackingAddress");
const schema8 = runtime.schema("component", "/components/schemas/Checkpoint");
const schema9 = runtime.schema("component", "/components/schemas/CheckpointAddress");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.LocationAddress !== undefined){
let data0 = data.LocationAddress;
const _errs1 = errors;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Country !== undefined){
const _errs4 = errors;
if(typeof data0.Country !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs4 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Department !== undefined){
const _errs6 = errors;
if(typeof data0.Department !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Department",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs6 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Province !== undefined){
const _errs8 = errors;
if(typeof data0.Province !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.City !== undefined){
const _errs10 = errors;
if(typeof data0.City !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.District !== undefined){
const _errs12 = errors;
if(typeof data0.District !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/District",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/District/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Street1 !== undefined){
const _errs14 = errors;
if(typeof data0.Street1 !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Street2 !== undefined){
const _errs16 = errors;
if(typeof data0.Street2 !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs16 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.HouseNumber !== undefined){
const _errs18 = errors;
if(typeof data0.HouseNumber !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data0.Postcode !== undefined){
const _errs20 = errors;
if(typeof data0.Postcode !== "string"){
validate6.errors = [{instancePath:instancePath+"/LocationAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs20 === errors;
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
else {
validate6.errors = [{instancePath:instancePath+"/LocationAddress",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Location !== undefined){
const _errs22 = errors;
if(typeof data.Location !== "string"){
validate6.errors = [{instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs22 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Message !== undefined){
const _errs24 = errors;
if(typeof data.Message !== "string"){
validate6.errors = [{instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.DateTime !== undefined){
const _errs26 = errors;
if(typeof data.DateTime !== "string"){
validate6.errors = [{instancePath:instancePath+"/DateTime",schemaPath:"#/properties/DateTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs26 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TimeZone !== undefined){
const _errs28 = errors;
if(typeof data.TimeZone !== "string"){
validate6.errors = [{instancePath:instancePath+"/TimeZone",schemaPath:"#/properties/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingId !== undefined){
const _errs30 = errors;
if(typeof data.TrackingId !== "string"){
validate6.errors = [{instancePath:instancePath+"/TrackingId",schemaPath:"#/properties/TrackingId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Extended !== undefined){
const _errs32 = errors;
if(typeof data.Extended !== "string"){
validate6.errors = [{instancePath:instancePath+"/Extended",schemaPath:"#/properties/Extended/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Carrier !== undefined){
const _errs34 = errors;
if(typeof data.Carrier !== "string"){
validate6.errors = [{instancePath:instancePath+"/Carrier",schemaPath:"#/properties/Carrier/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs34 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingStatus !== undefined){
const _errs36 = errors;
if(typeof data.TrackingStatus !== "string"){
validate6.errors = [{instancePath:instancePath+"/TrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs36 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SubTrackingStatus !== undefined){
const _errs39 = errors;
if(typeof data.SubTrackingStatus !== "string"){
validate6.errors = [{instancePath:instancePath+"/SubTrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatusSub/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Latitude !== undefined){
let data19 = data.Latitude;
const _errs42 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
validate6.errors = [{instancePath:instancePath+"/Latitude",schemaPath:"#/properties/Latitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Longitude !== undefined){
let data20 = data.Longitude;
const _errs44 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
validate6.errors = [{instancePath:instancePath+"/Longitude",schemaPath:"#/properties/Longitude/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs44 === errors;
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
else {
validate6.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate6.errors = vErrors;
return errors === 0;
}
validate6.evaluated = {"props":{"LocationAddress":true,"Location":true,"Message":true,"DateTime":true,"TimeZone":true,"TrackingId":true,"Extended":true,"Carrier":true,"TrackingStatus":true,"SubTrackingStatus":true,"Latitude":true,"Longitude":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.TrackingNumber !== undefined){
const _errs1 = errors;
if(typeof data.TrackingNumber !== "string"){
validate5.errors = [{instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PackageId !== undefined){
const _errs3 = errors;
if(typeof data.PackageId !== "string"){
validate5.errors = [{instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ProviderTrackingNumber !== undefined){
const _errs5 = errors;
if(typeof data.ProviderTrackingNumber !== "string"){
validate5.errors = [{instancePath:instancePath+"/ProviderTrackingNumber",schemaPath:"#/properties/ProviderTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ShippingProvider !== undefined){
const _errs7 = errors;
if(typeof data.ShippingProvider !== "string"){
validate5.errors = [{instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Country !== undefined){
const _errs9 = errors;
if(typeof data.Country !== "string"){
validate5.errors = [{instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.EstimatedDelivery !== undefined){
const _errs11 = errors;
if(typeof data.EstimatedDelivery !== "string"){
validate5.errors = [{instancePath:instancePath+"/EstimatedDelivery",schemaPath:"#/properties/EstimatedDelivery/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.PlateType !== undefined){
const _errs13 = errors;
if(typeof data.PlateType !== "string"){
validate5.errors = [{instancePath:instancePath+"/PlateType",schemaPath:"#/properties/PlateType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TrackingStatus !== undefined){
const _errs15 = errors;
if(typeof data.TrackingStatus !== "string"){
validate5.errors = [{instancePath:instancePath+"/TrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatus/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.SubTrackingStatus !== undefined){
const _errs18 = errors;
if(typeof data.SubTrackingStatus !== "string"){
validate5.errors = [{instancePath:instancePath+"/SubTrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatusSub/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Checkpoints !== undefined){
let data9 = data.Checkpoints;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data9)){
var valid3 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
const _errs23 = errors;
if(!(validate6(data9[i0], {instancePath:instancePath+"/Checkpoints/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate6.errors : vErrors.concat(validate6.errors);
errors = vErrors.length;
}
var valid3 = _errs23 === errors;
if(!valid3){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/Checkpoints",schemaPath:"#/properties/Checkpoints/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.CarrierInfo !== undefined){
let data11 = data.CarrierInfo;
const _errs24 = errors;
const _errs25 = errors;
if(errors === _errs25){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.Company !== undefined){
const _errs27 = errors;
if(typeof data11.Company !== "string"){
validate5.errors = [{instancePath:instancePath+"/CarrierInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs27 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.Url !== undefined){
const _errs29 = errors;
if(typeof data11.Url !== "string"){
validate5.errors = [{instancePath:instancePath+"/CarrierInfo/Url",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data11.Phone !== undefined){
const _errs31 = errors;
if(typeof data11.Phone !== "string"){
validate5.errors = [{instancePath:instancePath+"/CarrierInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs31 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/CarrierInfo",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs24 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.TransitPorts !== undefined){
let data15 = data.TransitPorts;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data15)){
var valid6 = true;
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.Code !== undefined){
const _errs38 = errors;
if(typeof data16.Code !== "string"){
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1+"/Code",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.ETA !== undefined){
const _errs40 = errors;
if(typeof data16.ETA !== "string"){
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1+"/ETA",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/ETA/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs40 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.ETD !== undefined){
const _errs42 = errors;
if(typeof data16.ETD !== "string"){
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1+"/ETD",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/ETD/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs42 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.STA !== undefined){
const _errs44 = errors;
if(typeof data16.STA !== "string"){
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1+"/STA",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/STA/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs44 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data16.STD !== undefined){
const _errs46 = errors;
if(typeof data16.STD !== "string"){
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1+"/STD",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/STD/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs46 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/TransitPorts/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid6 = _errs35 === errors;
if(!valid6){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/TransitPorts",schemaPath:"#/properties/TransitPorts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.ClientGroupSumList !== undefined){
let data22 = data.ClientGroupSumList;
const _errs48 = errors;
if(errors === _errs48){
if(Array.isArray(data22)){
var valid9 = true;
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
const _errs50 = errors;
const _errs51 = errors;
if(errors === _errs51){
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.SumType !== undefined){
const _errs53 = errors;
if(typeof data23.SumType !== "string"){
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2+"/SumType",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/SumType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs53 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.CalWeightKg !== undefined){
let data25 = data23.CalWeightKg;
const _errs55 = errors;
if(!((typeof data25 == "number") && (isFinite(data25)))){
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2+"/CalWeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/CalWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid11 = _errs55 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.WeightKg !== undefined){
let data26 = data23.WeightKg;
const _errs57 = errors;
if(!((typeof data26 == "number") && (isFinite(data26)))){
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2+"/WeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/WeightKg/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid11 = _errs57 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.DimWeightKg !== undefined){
let data27 = data23.DimWeightKg;
const _errs59 = errors;
if(!((typeof data27 == "number") && (isFinite(data27)))){
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2+"/DimWeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/DimWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid11 = _errs59 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data23.PackageCount !== undefined){
let data28 = data23.PackageCount;
const _errs61 = errors;
if(!((typeof data28 == "number") && (isFinite(data28)))){
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2+"/PackageCount",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/PackageCount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid11 = _errs61 === errors;
}
else {
var valid11 = true;
}
}
}
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList/" + i2,schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs50 === errors;
if(!valid9){
break;
}
}
}
else {
validate5.errors = [{instancePath:instancePath+"/ClientGroupSumList",schemaPath:"#/properties/ClientGroupSumList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Destination !== undefined){
let data29 = data.Destination;
const _errs63 = errors;
const _errs64 = errors;
if(errors === _errs64){
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
}
else {
validate5.errors = [{instancePath:instancePath+"/Destination",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs63 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.Origin !== undefined){
let data30 = data.Origin;
const _errs67 = errors;
const _errs68 = errors;
if(errors === _errs68){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
}
else {
validate5.errors = [{instancePath:instancePath+"/Origin",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingAddress/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
else {
validate5.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate5.errors = vErrors;
return errors === 0;
}
validate5.evaluated = {"props":{"TrackingNumber":true,"PackageId":true,"ProviderTrackingNumber":true,"ShippingProvider":true,"Country":true,"EstimatedDelivery":true,"PlateType":true,"TrackingStatus":true,"SubTrackingStatus":true,"Checkpoints":true,"CarrierInfo":true,"TransitPorts":true,"ClientGroupSumList":true,"Destination":true,"Origin":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
var valid0 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
const _errs1 = errors;
if(!(validate5(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate5.errors : vErrors.concat(validate5.errors);
errors = vErrors.length;
}
var valid0 = _errs1 === errors;
if(!valid0){
break;
}
}
}
else {
validate3.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
validate3.errors = vErrors;
return errors === 0;
}
validate3.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
exports.thorough = function thorough(runtime) {
const exports = {};

exports["/components/parameters/Lang/schema"] = validate21;
const schema32 = runtime.schema("root", "/components/parameters/Lang/schema");

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

exports["/components/schemas/TrackingRequest"] = validate22;
const schema33 = runtime.schema("root", "/components/schemas/TrackingRequest");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.TrackingNumbers === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TrackingNumbers"},message:"must have required property '"+"TrackingNumbers"+"'",schema:schema33.required,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TrackingNumbers !== undefined){
let data0 = data.TrackingNumbers;
const _errs1 = errors;
const _errs2 = errors;
if(Array.isArray(data0)){
if(data0.length > 20){
const err1 = {instancePath:instancePath+"/TrackingNumbers",schemaPath:"#/properties/TrackingNumbers/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items",schema:20,parentSchema:schema33.properties.TrackingNumbers,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
let valid2 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/TrackingNumbers/" + i0,schemaPath:"#/properties/TrackingNumbers/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.TrackingNumbers.items.type,parentSchema:schema33.properties.TrackingNumbers.items,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
const _errs4 = errors;
var valid1 = _errs3 === errors;
if(!valid1){
valid2 = false;
}
}
}
else {
const err3 = {instancePath:instancePath+"/TrackingNumbers",schemaPath:"#/properties/TrackingNumbers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema33.properties.TrackingNumbers.type,parentSchema:schema33.properties.TrackingNumbers,data:data0};
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
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"TrackingNumbers":true},"dynamicProps":false,"dynamicItems":false};

exports["/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema"] = validate23;
const schema34 = runtime.schema("root", "/paths/~1v1~1trackings/post/responses/2XX/content/application~1json/schema");
const schema36 = runtime.schema("component", "/components/schemas/TrackingRecord");
const schema37 = runtime.schema("component", "/components/schemas/TrackingStatus");
const schema38 = runtime.schema("component", "/components/schemas/TrackingStatusSub");
const schema43 = runtime.schema("component", "/components/schemas/CarrierInfo");
const schema44 = runtime.schema("component", "/components/schemas/TransitPort");
const schema45 = runtime.schema("component", "/components/schemas/ClientGroupSum");
const schema46 = runtime.schema("component", "/components/schemas/TrackingAddress");
const schema39 = runtime.schema("component", "/components/schemas/Checkpoint");
const schema40 = runtime.schema("component", "/components/schemas/CheckpointAddress");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.LocationAddress !== undefined){
let data0 = data.LocationAddress;
const _errs1 = errors;
const _errs2 = errors;
const _errs3 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Country !== undefined){
let data1 = data0.Country;
const _errs4 = errors;
if(typeof data1 !== "string"){
const err0 = {instancePath:instancePath+"/LocationAddress/Country",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Country.type,parentSchema:schema40.properties.Country,data:data1};
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
}
if(data0.Department !== undefined){
let data2 = data0.Department;
const _errs6 = errors;
if(typeof data2 !== "string"){
const err1 = {instancePath:instancePath+"/LocationAddress/Department",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Department/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Department.type,parentSchema:schema40.properties.Department,data:data2};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs7 = errors;
var valid2 = _errs6 === errors;
}
if(data0.Province !== undefined){
let data3 = data0.Province;
const _errs8 = errors;
if(typeof data3 !== "string"){
const err2 = {instancePath:instancePath+"/LocationAddress/Province",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Province/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Province.type,parentSchema:schema40.properties.Province,data:data3};
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
if(data0.City !== undefined){
let data4 = data0.City;
const _errs10 = errors;
if(typeof data4 !== "string"){
const err3 = {instancePath:instancePath+"/LocationAddress/City",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/City/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.City.type,parentSchema:schema40.properties.City,data:data4};
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
if(data0.District !== undefined){
let data5 = data0.District;
const _errs12 = errors;
if(typeof data5 !== "string"){
const err4 = {instancePath:instancePath+"/LocationAddress/District",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/District/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.District.type,parentSchema:schema40.properties.District,data:data5};
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
if(data0.Street1 !== undefined){
let data6 = data0.Street1;
const _errs14 = errors;
if(typeof data6 !== "string"){
const err5 = {instancePath:instancePath+"/LocationAddress/Street1",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Street1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street1.type,parentSchema:schema40.properties.Street1,data:data6};
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
if(data0.Street2 !== undefined){
let data7 = data0.Street2;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err6 = {instancePath:instancePath+"/LocationAddress/Street2",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Street2/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Street2.type,parentSchema:schema40.properties.Street2,data:data7};
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
if(data0.HouseNumber !== undefined){
let data8 = data0.HouseNumber;
const _errs18 = errors;
if(typeof data8 !== "string"){
const err7 = {instancePath:instancePath+"/LocationAddress/HouseNumber",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.HouseNumber.type,parentSchema:schema40.properties.HouseNumber,data:data8};
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
if(data0.Postcode !== undefined){
let data9 = data0.Postcode;
const _errs20 = errors;
if(typeof data9 !== "string"){
const err8 = {instancePath:instancePath+"/LocationAddress/Postcode",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.Postcode.type,parentSchema:schema40.properties.Postcode,data:data9};
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
}
else {
const err9 = {instancePath:instancePath+"/LocationAddress",schemaPath:"urn:fulfillment-api:components#/$defs/CheckpointAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid1 = _errs2 === errors;
var valid0 = _errs1 === errors;
}
if(data.Location !== undefined){
let data10 = data.Location;
const _errs22 = errors;
if(typeof data10 !== "string"){
const err10 = {instancePath:instancePath+"/Location",schemaPath:"#/properties/Location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Location.type,parentSchema:schema39.properties.Location,data:data10};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs23 = errors;
var valid0 = _errs22 === errors;
}
if(data.Message !== undefined){
let data11 = data.Message;
const _errs24 = errors;
if(typeof data11 !== "string"){
const err11 = {instancePath:instancePath+"/Message",schemaPath:"#/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Message.type,parentSchema:schema39.properties.Message,data:data11};
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
if(data.DateTime !== undefined){
let data12 = data.DateTime;
const _errs26 = errors;
if(typeof data12 !== "string"){
const err12 = {instancePath:instancePath+"/DateTime",schemaPath:"#/properties/DateTime/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.DateTime.type,parentSchema:schema39.properties.DateTime,data:data12};
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
if(data.TimeZone !== undefined){
let data13 = data.TimeZone;
const _errs28 = errors;
if(typeof data13 !== "string"){
const err13 = {instancePath:instancePath+"/TimeZone",schemaPath:"#/properties/TimeZone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.TimeZone.type,parentSchema:schema39.properties.TimeZone,data:data13};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs29 = errors;
var valid0 = _errs28 === errors;
}
if(data.TrackingId !== undefined){
let data14 = data.TrackingId;
const _errs30 = errors;
if(typeof data14 !== "string"){
const err14 = {instancePath:instancePath+"/TrackingId",schemaPath:"#/properties/TrackingId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.TrackingId.type,parentSchema:schema39.properties.TrackingId,data:data14};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs31 = errors;
var valid0 = _errs30 === errors;
}
if(data.Extended !== undefined){
let data15 = data.Extended;
const _errs32 = errors;
if(typeof data15 !== "string"){
const err15 = {instancePath:instancePath+"/Extended",schemaPath:"#/properties/Extended/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Extended.type,parentSchema:schema39.properties.Extended,data:data15};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs33 = errors;
var valid0 = _errs32 === errors;
}
if(data.Carrier !== undefined){
let data16 = data.Carrier;
const _errs34 = errors;
if(typeof data16 !== "string"){
const err16 = {instancePath:instancePath+"/Carrier",schemaPath:"#/properties/Carrier/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.Carrier.type,parentSchema:schema39.properties.Carrier,data:data16};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs35 = errors;
var valid0 = _errs34 === errors;
}
if(data.TrackingStatus !== undefined){
let data17 = data.TrackingStatus;
const _errs36 = errors;
const _errs37 = errors;
if(typeof data17 !== "string"){
const err17 = {instancePath:instancePath+"/TrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data17};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs38 = errors;
var valid3 = _errs37 === errors;
var valid0 = _errs36 === errors;
}
if(data.SubTrackingStatus !== undefined){
let data18 = data.SubTrackingStatus;
const _errs39 = errors;
const _errs40 = errors;
if(typeof data18 !== "string"){
const err18 = {instancePath:instancePath+"/SubTrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatusSub/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data18};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs41 = errors;
var valid4 = _errs40 === errors;
var valid0 = _errs39 === errors;
}
if(data.Latitude !== undefined){
let data19 = data.Latitude;
const _errs42 = errors;
if(!((typeof data19 == "number") && (isFinite(data19)))){
const err19 = {instancePath:instancePath+"/Latitude",schemaPath:"#/properties/Latitude/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Latitude.type,parentSchema:schema39.properties.Latitude,data:data19};
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
if(data.Longitude !== undefined){
let data20 = data.Longitude;
const _errs44 = errors;
if(!((typeof data20 == "number") && (isFinite(data20)))){
const err20 = {instancePath:instancePath+"/Longitude",schemaPath:"#/properties/Longitude/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema39.properties.Longitude.type,parentSchema:schema39.properties.Longitude,data:data20};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const _errs45 = errors;
var valid0 = _errs44 === errors;
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"LocationAddress":true,"Location":true,"Message":true,"DateTime":true,"TimeZone":true,"TrackingId":true,"Extended":true,"Carrier":true,"TrackingStatus":true,"SubTrackingStatus":true,"Latitude":true,"Longitude":true},"dynamicProps":false,"dynamicItems":false};


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
if(data.TrackingNumber !== undefined){
let data0 = data.TrackingNumber;
const _errs1 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/TrackingNumber",schemaPath:"#/properties/TrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.TrackingNumber.type,parentSchema:schema36.properties.TrackingNumber,data:data0};
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
if(data.PackageId !== undefined){
let data1 = data.PackageId;
const _errs3 = errors;
if(typeof data1 !== "string"){
const err1 = {instancePath:instancePath+"/PackageId",schemaPath:"#/properties/PackageId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.PackageId.type,parentSchema:schema36.properties.PackageId,data:data1};
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
if(data.ProviderTrackingNumber !== undefined){
let data2 = data.ProviderTrackingNumber;
const _errs5 = errors;
if(typeof data2 !== "string"){
const err2 = {instancePath:instancePath+"/ProviderTrackingNumber",schemaPath:"#/properties/ProviderTrackingNumber/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ProviderTrackingNumber.type,parentSchema:schema36.properties.ProviderTrackingNumber,data:data2};
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
if(data.ShippingProvider !== undefined){
let data3 = data.ShippingProvider;
const _errs7 = errors;
if(typeof data3 !== "string"){
const err3 = {instancePath:instancePath+"/ShippingProvider",schemaPath:"#/properties/ShippingProvider/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.ShippingProvider.type,parentSchema:schema36.properties.ShippingProvider,data:data3};
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
if(data.Country !== undefined){
let data4 = data.Country;
const _errs9 = errors;
if(typeof data4 !== "string"){
const err4 = {instancePath:instancePath+"/Country",schemaPath:"#/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.Country.type,parentSchema:schema36.properties.Country,data:data4};
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
if(data.EstimatedDelivery !== undefined){
let data5 = data.EstimatedDelivery;
const _errs11 = errors;
if(typeof data5 !== "string"){
const err5 = {instancePath:instancePath+"/EstimatedDelivery",schemaPath:"#/properties/EstimatedDelivery/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.EstimatedDelivery.type,parentSchema:schema36.properties.EstimatedDelivery,data:data5};
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
if(data.PlateType !== undefined){
let data6 = data.PlateType;
const _errs13 = errors;
if(typeof data6 !== "string"){
const err6 = {instancePath:instancePath+"/PlateType",schemaPath:"#/properties/PlateType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.PlateType.type,parentSchema:schema36.properties.PlateType,data:data6};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const _errs14 = errors;
var valid0 = _errs13 === errors;
}
if(data.TrackingStatus !== undefined){
let data7 = data.TrackingStatus;
const _errs15 = errors;
const _errs16 = errors;
if(typeof data7 !== "string"){
const err7 = {instancePath:instancePath+"/TrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatus/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.type,parentSchema:schema37,data:data7};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs17 = errors;
var valid1 = _errs16 === errors;
var valid0 = _errs15 === errors;
}
if(data.SubTrackingStatus !== undefined){
let data8 = data.SubTrackingStatus;
const _errs18 = errors;
const _errs19 = errors;
if(typeof data8 !== "string"){
const err8 = {instancePath:instancePath+"/SubTrackingStatus",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingStatusSub/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema38.type,parentSchema:schema38,data:data8};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs20 = errors;
var valid2 = _errs19 === errors;
var valid0 = _errs18 === errors;
}
if(data.Checkpoints !== undefined){
let data9 = data.Checkpoints;
const _errs21 = errors;
const _errs22 = errors;
if(Array.isArray(data9)){
let valid4 = true;
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
const _errs23 = errors;
if(!(validate26(data10, {instancePath:instancePath+"/Checkpoints/" + i0,parentData:data9,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
else {
}
var valid3 = _errs23 === errors;
if(!valid3){
valid4 = false;
}
}
}
else {
const err9 = {instancePath:instancePath+"/Checkpoints",schemaPath:"#/properties/Checkpoints/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.Checkpoints.type,parentSchema:schema36.properties.Checkpoints,data:data9};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var valid0 = _errs21 === errors;
}
if(data.CarrierInfo !== undefined){
let data11 = data.CarrierInfo;
const _errs24 = errors;
const _errs25 = errors;
const _errs26 = errors;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.Company !== undefined){
let data12 = data11.Company;
const _errs27 = errors;
if(typeof data12 !== "string"){
const err10 = {instancePath:instancePath+"/CarrierInfo/Company",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Company/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Company.type,parentSchema:schema43.properties.Company,data:data12};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs28 = errors;
var valid6 = _errs27 === errors;
}
if(data11.Url !== undefined){
let data13 = data11.Url;
const _errs29 = errors;
if(typeof data13 !== "string"){
const err11 = {instancePath:instancePath+"/CarrierInfo/Url",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Url/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Url.type,parentSchema:schema43.properties.Url,data:data13};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const _errs30 = errors;
var valid6 = _errs29 === errors;
}
if(data11.Phone !== undefined){
let data14 = data11.Phone;
const _errs31 = errors;
if(typeof data14 !== "string"){
const err12 = {instancePath:instancePath+"/CarrierInfo/Phone",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/properties/Phone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema43.properties.Phone.type,parentSchema:schema43.properties.Phone,data:data14};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs32 = errors;
var valid6 = _errs31 === errors;
}
}
else {
const err13 = {instancePath:instancePath+"/CarrierInfo",schemaPath:"urn:fulfillment-api:components#/$defs/CarrierInfo/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data:data11};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var valid5 = _errs25 === errors;
var valid0 = _errs24 === errors;
}
if(data.TransitPorts !== undefined){
let data15 = data.TransitPorts;
const _errs33 = errors;
const _errs34 = errors;
if(Array.isArray(data15)){
let valid8 = true;
const len1 = data15.length;
for(let i1=0; i1<len1; i1++){
let data16 = data15[i1];
const _errs35 = errors;
const _errs36 = errors;
const _errs37 = errors;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.Code !== undefined){
let data17 = data16.Code;
const _errs38 = errors;
if(typeof data17 !== "string"){
const err14 = {instancePath:instancePath+"/TransitPorts/" + i1+"/Code",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/Code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.Code.type,parentSchema:schema44.properties.Code,data:data17};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
const _errs39 = errors;
var valid10 = _errs38 === errors;
}
if(data16.ETA !== undefined){
let data18 = data16.ETA;
const _errs40 = errors;
if(typeof data18 !== "string"){
const err15 = {instancePath:instancePath+"/TransitPorts/" + i1+"/ETA",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/ETA/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.ETA.type,parentSchema:schema44.properties.ETA,data:data18};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs41 = errors;
var valid10 = _errs40 === errors;
}
if(data16.ETD !== undefined){
let data19 = data16.ETD;
const _errs42 = errors;
if(typeof data19 !== "string"){
const err16 = {instancePath:instancePath+"/TransitPorts/" + i1+"/ETD",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/ETD/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.ETD.type,parentSchema:schema44.properties.ETD,data:data19};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs43 = errors;
var valid10 = _errs42 === errors;
}
if(data16.STA !== undefined){
let data20 = data16.STA;
const _errs44 = errors;
if(typeof data20 !== "string"){
const err17 = {instancePath:instancePath+"/TransitPorts/" + i1+"/STA",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/STA/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.STA.type,parentSchema:schema44.properties.STA,data:data20};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs45 = errors;
var valid10 = _errs44 === errors;
}
if(data16.STD !== undefined){
let data21 = data16.STD;
const _errs46 = errors;
if(typeof data21 !== "string"){
const err18 = {instancePath:instancePath+"/TransitPorts/" + i1+"/STD",schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/properties/STD/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema44.properties.STD.type,parentSchema:schema44.properties.STD,data:data21};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const _errs47 = errors;
var valid10 = _errs46 === errors;
}
}
else {
const err19 = {instancePath:instancePath+"/TransitPorts/" + i1,schemaPath:"urn:fulfillment-api:components#/$defs/TransitPort/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data:data16};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var valid9 = _errs36 === errors;
var valid7 = _errs35 === errors;
if(!valid7){
valid8 = false;
}
}
}
else {
const err20 = {instancePath:instancePath+"/TransitPorts",schemaPath:"#/properties/TransitPorts/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.TransitPorts.type,parentSchema:schema36.properties.TransitPorts,data:data15};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var valid0 = _errs33 === errors;
}
if(data.ClientGroupSumList !== undefined){
let data22 = data.ClientGroupSumList;
const _errs48 = errors;
const _errs49 = errors;
if(Array.isArray(data22)){
let valid12 = true;
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
const _errs50 = errors;
const _errs51 = errors;
const _errs52 = errors;
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.SumType !== undefined){
let data24 = data23.SumType;
const _errs53 = errors;
if(typeof data24 !== "string"){
const err21 = {instancePath:instancePath+"/ClientGroupSumList/" + i2+"/SumType",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/SumType/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.SumType.type,parentSchema:schema45.properties.SumType,data:data24};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs54 = errors;
var valid14 = _errs53 === errors;
}
if(data23.CalWeightKg !== undefined){
let data25 = data23.CalWeightKg;
const _errs55 = errors;
if(!((typeof data25 == "number") && (isFinite(data25)))){
const err22 = {instancePath:instancePath+"/ClientGroupSumList/" + i2+"/CalWeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/CalWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.CalWeightKg.type,parentSchema:schema45.properties.CalWeightKg,data:data25};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
const _errs56 = errors;
var valid14 = _errs55 === errors;
}
if(data23.WeightKg !== undefined){
let data26 = data23.WeightKg;
const _errs57 = errors;
if(!((typeof data26 == "number") && (isFinite(data26)))){
const err23 = {instancePath:instancePath+"/ClientGroupSumList/" + i2+"/WeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/WeightKg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.WeightKg.type,parentSchema:schema45.properties.WeightKg,data:data26};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs58 = errors;
var valid14 = _errs57 === errors;
}
if(data23.DimWeightKg !== undefined){
let data27 = data23.DimWeightKg;
const _errs59 = errors;
if(!((typeof data27 == "number") && (isFinite(data27)))){
const err24 = {instancePath:instancePath+"/ClientGroupSumList/" + i2+"/DimWeightKg",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/DimWeightKg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.DimWeightKg.type,parentSchema:schema45.properties.DimWeightKg,data:data27};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
const _errs60 = errors;
var valid14 = _errs59 === errors;
}
if(data23.PackageCount !== undefined){
let data28 = data23.PackageCount;
const _errs61 = errors;
if(!((typeof data28 == "number") && (isFinite(data28)))){
const err25 = {instancePath:instancePath+"/ClientGroupSumList/" + i2+"/PackageCount",schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/properties/PackageCount/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema45.properties.PackageCount.type,parentSchema:schema45.properties.PackageCount,data:data28};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs62 = errors;
var valid14 = _errs61 === errors;
}
}
else {
const err26 = {instancePath:instancePath+"/ClientGroupSumList/" + i2,schemaPath:"urn:fulfillment-api:components#/$defs/ClientGroupSum/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data:data23};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var valid13 = _errs51 === errors;
var valid11 = _errs50 === errors;
if(!valid11){
valid12 = false;
}
}
}
else {
const err27 = {instancePath:instancePath+"/ClientGroupSumList",schemaPath:"#/properties/ClientGroupSumList/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema36.properties.ClientGroupSumList.type,parentSchema:schema36.properties.ClientGroupSumList,data:data22};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var valid0 = _errs48 === errors;
}
if(data.Destination !== undefined){
let data29 = data.Destination;
const _errs63 = errors;
const _errs64 = errors;
const _errs65 = errors;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
const _errs66 = errors;
}
else {
const err28 = {instancePath:instancePath+"/Destination",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data:data29};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var valid15 = _errs64 === errors;
var valid0 = _errs63 === errors;
}
if(data.Origin !== undefined){
let data30 = data.Origin;
const _errs67 = errors;
const _errs68 = errors;
const _errs69 = errors;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
const _errs70 = errors;
}
else {
const err29 = {instancePath:instancePath+"/Origin",schemaPath:"urn:fulfillment-api:components#/$defs/TrackingAddress/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data:data30};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var valid16 = _errs68 === errors;
var valid0 = _errs67 === errors;
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"TrackingNumber":true,"PackageId":true,"ProviderTrackingNumber":true,"ShippingProvider":true,"Country":true,"EstimatedDelivery":true,"PlateType":true,"TrackingStatus":true,"SubTrackingStatus":true,"Checkpoints":true,"CarrierInfo":true,"TransitPorts":true,"ClientGroupSumList":true,"Destination":true,"Origin":true},"dynamicProps":false,"dynamicItems":false};


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
if(Array.isArray(data)){
let valid1 = true;
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs1 = errors;
if(!(validate25(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.type,parentSchema:schema34,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

return exports;
};
