/** The company's name alone, for browser code that needs no other fact (the logo, page titles). */
export const companyName = "Relaywave";
