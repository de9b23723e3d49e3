// The site's `contact` function on Supabase Edge: the handler the Node server mounts (decision 046).
import { serveFunction } from "../_shared/serve-function.ts";

serveFunction();
