import { useRef } from "react";
import { userCounts } from "../../data/home-figures";
import { formatWholeNumber } from "../../lib/site-format";
import * as m from "../../paraglide/messages.js";
import { homeSections, homeText } from "./home-text";
import { useCountUp } from "./use-count-up";

/**
 * The characters of `final` that `figure` does not reach yet, from the left: shown hidden before the
 * figure, they keep it as wide as the final one. Digits are tabular and group separators fall in the
 * same places counted from the right, so the width never changes and the centred figure never moves.
 */
export function widthKeeper(figure: string, final: string): string {
  return final.slice(0, Math.max(0, final.length - figure.length));
}

function Counter({ value, label }: { readonly value: number; readonly label: string }) {
  const ref = useRef<HTMLElement>(null);
  const shown = useCountUp(value, ref);
  const final = formatWholeNumber(value);
  const figure = `${formatWholeNumber(shown)}+`;
  const keeper = widthKeeper(figure, `${final}+`);
  const padded = keeper + figure;
  const hidden = keeper.length;
  return (
    <li className="counter">
      {/* The moving figure is hidden from screen readers, which read the final one below. */}
      <strong className="counter-figures" ref={ref} aria-hidden="true">
        {/*
         * One box per character of the final figure, each in its place for the whole count: the ones
         * the count has not reached yet are hidden (widthKeeper), so no character ever moves.
         */}
        {[...padded].map((character, index) => (
          <span key={index} className={index < hidden ? "counter-width" : undefined}>
            {character}
          </span>
        ))}
      </strong>
      <span className="visually-hidden">{m.home_counter_more_than({ count: final })}</span> <span>{label}</span>
    </li>
  );
}

export function AchievementCounters() {
  const { heading } = homeSections.section("achievements");
  return (
    <section className="home-section achievements" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className="section-heading">
        {heading}
      </h2>
      <ul className="counter-row">
        {(Object.keys(homeText.counterLabels) as (keyof typeof userCounts)[]).map((id) => (
          <Counter key={id} value={userCounts[id]} label={homeText.counterLabels[id]} />
        ))}
      </ul>
    </section>
  );
}
