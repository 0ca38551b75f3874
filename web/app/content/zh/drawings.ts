export { drawings } from "../drawings";
