import { business } from "@ikey/contracts/business";
import { useState } from "react";
import { homeScreens } from "../../data/home-screens";
import * as m from "../../paraglide/messages.js";
import { homeSections, homeText } from "./home-text";

/**
 * A lightweight facade: our own poster and a play button. The privacy-enhanced
 * player (and its scripts and cookies) loads only when the visitor asks for it.
 */
export function IntroVideo() {
  const [playing, setPlaying] = useState(false);
  const { heading } = homeSections.section("video");
  const title = homeText.videoTitle;
  const minutes = Math.floor(business.introVideoSeconds / 60);
  const seconds = business.introVideoSeconds % 60;
  const source = `https://www.youtube-nocookie.com/embed/${encodeURIComponent(business.introVideoId)}?autoplay=1&rel=0`;
  return (
    <section className="home-section" aria-labelledby="video-heading">
      <h2 id="video-heading" className="section-heading">
        {heading}
      </h2>
      <div className="video-frame">
        {playing ? (
          <iframe
            src={source}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            // biome-ignore lint/a11y/noAutofocus: the visitor just pressed play; focus follows into the player
            autoFocus
          />
        ) : (
          <button type="button" className="video-facade" onClick={() => setPlaying(true)}>
            <img
              src={homeScreens["video-poster"].src}
              width={homeScreens["video-poster"].width}
              height={homeScreens["video-poster"].height}
              alt=""
              loading="lazy"
              decoding="async"
            />
            {/* The length as a player shows it (2:28); said in words in the button's name. */}
            <span className="video-length" aria-hidden="true">
              {minutes}:{String(seconds).padStart(2, "0")}
            </span>
            <span className="visually-hidden">
              {m.home_play_video({ title, length: m.home_video_length({ minutes, seconds }) })}
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
