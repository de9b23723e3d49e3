import type { CareersFacts } from "../facts/types.ts";

/** The open roles, in the order the careers page lists them; titles and summaries are texts. */
export const careersFacts: CareersFacts = {
  roles: [
    {
      id: "senior-backend-engineer",
      team: "engineering",
      type: "full-time",
      office: "bengaluru",
      workplace: "hybrid",
    },
    { id: "solutions-engineer", team: "solutions", type: "full-time", office: "dubai", workplace: "office" },
    {
      id: "customer-success-manager",
      team: "customer-success",
      type: "full-time",
      office: "riyadh",
      workplace: "office",
    },
    { id: "account-executive", team: "sales", type: "full-time", office: "dubai", workplace: "office" },
    {
      id: "frontend-engineer",
      team: "engineering",
      type: "full-time",
      office: null,
      workplace: "remote",
      remoteUtcOffsets: { from: 180, to: 330 },
    },
  ],
};
