import { appPromotion } from "../../content/home";
import promotionImage from "../../images/product-screens/app-promotion.svg";
import * as m from "../../paraglide/messages.js";
import { DownloadButtons } from "./download-buttons";

export function AppPromotion() {
  return (
    <section className="home-section app-promotion" aria-labelledby="apps-heading">
      <img
        src={promotionImage}
        width="480"
        height="400"
        alt={m.home_apps_image_alt()}
        loading="lazy"
        decoding="async"
      />
      <div>
        <h2 id="apps-heading" className="section-heading">
          {appPromotion.heading}
        </h2>
        <p>{appPromotion.text}</p>
        <p className="download-label">{appPromotion.downloadsLabel}</p>
        <DownloadButtons />
      </div>
    </section>
  );
}
