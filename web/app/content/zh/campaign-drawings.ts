export { campaignDrawings } from "../campaign-drawings";
