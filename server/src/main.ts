import { serveOrExit } from "./serve";

// The server's entry point (`npm start` runs it after building what is stale): serve.ts.
serveOrExit();
