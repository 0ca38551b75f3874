import { appPromotion } from "../../content/home";
import { homeScreens } from "../../data/home-screens";
import * as m from "../../paraglide/messages.js";
import { DownloadButtons } from "./download-buttons";

export function AppPromotion() {
  return (
    <section className="home-section app-promotion" aria-labelledby="apps-heading">
      <img
        src={homeScreens["app-promotion"].src}
        width={homeScreens["app-promotion"].width}
        height={homeScreens["app-promotion"].height}
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
