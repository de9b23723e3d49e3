// Lead notifications on Supabase Edge: one pass of the Node server's outbox worker per call (decision 046).
import { leadNotifyApp } from "../_shared/edge-app.ts";
import { serveFunction } from "../_shared/serve-function.ts";

serveFunction(leadNotifyApp);
