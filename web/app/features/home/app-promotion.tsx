import { homeScreens } from "../../data/home-screens";
import * as m from "../../paraglide/messages.js";
import { DownloadButtons } from "./download-buttons";
import { homeSections, homeText } from "./home-text";

export function AppPromotion() {
  const { heading, paragraphs } = homeSections.section("apps");
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
          {heading}
        </h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="download-label">{homeText.downloadsLabel}</p>
        <DownloadButtons />
      </div>
    </section>
  );
}
