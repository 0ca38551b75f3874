// The load the API benchmarks share: a valid demo request and an autocannon run
// that prints nothing of its own (each benchmark writes its own report).
import autocannon from "autocannon";

/** Benchmarks configure their own access code, as any deployment does. */
export const BENCH_ACCESS_CODE = "bench-access-code";

/** A valid demo request, as the dialog sends it. */
export const requestDemo = {
  name: "Benchmark Visitor",
  companyName: "Tadika Benchmark",
  email: "visitor@ikey.example",
  contactNumber: "012-3456789",
  appointmentDate: "2026-12-03",
  appointmentTime: "10:30",
};
const requestDemoBody = JSON.stringify(requestDemo);

/** The options that POST `requestDemoBody` to the Request a Demo endpoint at `base`. */
export function requestDemoLoad(base) {
  return {
    url: `${base}/api/RequestDemo?code=${BENCH_ACCESS_CODE}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: requestDemoBody,
  };
}

/** Runs autocannon with `options` and resolves with its result. */
export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}
