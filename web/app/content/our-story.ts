import type { Illustration } from "../components/illustration";
import type { Block } from "../components/prose";
import { drawings } from "./drawings";

/** Copy of /our-story: about us, our approach and our vision. The heading and intro are in page-intros.ts. */

export const ourStoryImage: Illustration = {
  ...drawings["our-story"],
  alt: "A kindergarten with arched windows at the foot of green hills, with children arriving in the sunshine.",
};

export const ourStoryBlocks: readonly Block[] = [
  { type: "h2", text: "About us", id: "about-us" },
  {
    type: "p",
    text: "iKEY is an education-technology company from Penang, Malaysia. We make the iKEY Centre Management System for the office, the iKEY Educator app for teachers and the iKEY Parent app for families, for childcare centres, kindergartens and tuition centres.",
  },
  {
    type: "p",
    text: "What began with a handful of centres in Penang now serves more than 300 centres, more than 1800 teachers and more than 30000 learners.",
  },
  { type: "h2", text: "Our approach", id: "our-approach" },
  {
    type: "p",
    text: "We start in the centre, not at a drawing board. Before we build a feature we sit with owners, teachers and parents to see how the work is done today, then we make it simpler.",
  },
  {
    type: "ul",
    items: [
      "Keep it simple: a busy teacher should be able to mark attendance or send an announcement in a few taps.",
      "Keep it connected: the office, the classroom and home see the same information, so nothing has to be typed twice.",
      "Stay close: free training and visits to centres, and a support team that answers in plain language.",
    ],
  },
  { type: "h2", text: "Our vision", id: "our-vision" },
  {
    type: "p",
    text: "We want every centre in Malaysia, however small, to run on tools as good as those of the largest schools, so teachers spend their time with children rather than paperwork, and parents feel part of every school day.",
  },
];
