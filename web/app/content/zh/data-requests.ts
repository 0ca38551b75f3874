export { ACCESS_REQUEST_DAYS } from "../data-requests";
