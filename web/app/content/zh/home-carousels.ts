// centreLogos: the logos' alt text is each centre's own name, which stays as it is.
// appScreenSlides stays in English: its captions' type is a union of the English string
// literals (`as const`), too narrow for a translation.
export { appScreenSlides, centreLogos } from "../home-carousels";
