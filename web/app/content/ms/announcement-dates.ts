// Dates only, no words: the English module serves every language.
export { HUAWEI_NOTICE_DATE } from "../announcement-dates";
