import { useRef } from "react";
import { achievements } from "../../content/home";
import { formatWholeNumber } from "../../lib/site-format";
import * as m from "../../paraglide/messages.js";
import { useCountUp } from "./use-count-up";

function Counter({ value, label }: { readonly value: number; readonly label: string }) {
  const ref = useRef<HTMLElement>(null);
  const shown = useCountUp(value, ref);
  return (
    <li className="counter">
      {/* The moving figure is hidden from screen readers, which read the final one below. */}
      <strong className="counter-value" ref={ref} aria-hidden="true">
        {formatWholeNumber(shown)}+
      </strong>
      <span className="visually-hidden">{m.home_counter_more_than({ count: formatWholeNumber(value) })}</span>{" "}
      <span>{label}</span>
    </li>
  );
}

export function AchievementCounters() {
  return (
    <section className="home-section achievements" aria-labelledby="achievements-heading">
      <h2 id="achievements-heading" className="section-heading">
        {achievements.heading}
      </h2>
      <ul className="counter-row">
        {achievements.counters.map((counter) => (
          <Counter key={counter.label} value={counter.value} label={counter.label} />
        ))}
      </ul>
    </section>
  );
}
