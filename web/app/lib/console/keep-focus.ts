/**
 * Where the keyboard was before a save, found again after it (issue 49, point 7): a save reads the
 * screen's data again, and a form keyed by what it saved (a status, the last note) is drawn anew,
 * so the button that had the focus is gone and the focus falls to the page's start. The element is
 * remembered by its id, else by its kind, its text and its place among the page's elements of that
 * kind; after the save, if the focus was lost, the same element of the new screen takes it. A focus
 * the screen moved on purpose (a refused field) is left where it is.
 */
export function keepFocus(save: () => Promise<unknown>): Promise<void> {
  const before = typeof document === "undefined" ? null : document.activeElement;
  if (!(before instanceof HTMLElement) || before === document.body) return save().then(() => undefined);
  const { id, tagName } = before;
  const text = before.textContent;
  const sameKind = () => [...document.getElementsByTagName(tagName)];
  const place = sameKind().indexOf(before);
  const restore = () => {
    const found =
      (id ? document.getElementById(id) : null) ??
      sameKind()
        .map((element, index) => ({ element, distance: Math.abs(index - place) }))
        .filter(({ element }) => element.textContent === text)
        .sort((a, b) => a.distance - b.distance)[0]?.element ??
      null;
    if (found instanceof HTMLElement) found.focus({ preventScroll: true });
  };
  return save().then(
    () =>
      new Promise<void>((resolve) => {
        // The new screen is drawn in a transition, some frames after the data arrived: watch for a
        // second at most, until the focus is lost (and found again) or the old element is gone.
        const until = performance.now() + 1_000;
        const check = () => {
          const current = document.activeElement;
          const lost = !current || current === document.body || !current.isConnected;
          if (lost) restore();
          if (lost || !before.isConnected || performance.now() > until) return resolve();
          requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}
