import type { AssistantPivotTerms } from "./types.ts";

/**
 * Places as Hindi visitors write them in Devanagari: India's cities the India page's vocabulary
 * lists (read as India), the Gulf's cities (read as their markets) and Oman, which we do not serve.
 * Cities hi.ts and hi-visitor-words.ts already carry are not repeated here.
 */
export const hindiPlaces: AssistantPivotTerms = [
  ["amritsar", ["अमृतसर"]],
  ["jalandhar", ["जालंधर", "जालन्धर"]],
  ["meerut", ["मेरठ"]],
  ["agra", ["आगरा"]],
  ["prayagraj", ["प्रयागराज", "इलाहाबाद"]],
  ["gwalior", ["ग्वालियर"]],
  ["jabalpur", ["जबलपुर"]],
  ["raipur", ["रायपुर"]],
  ["ranchi", ["रांची", "राँची"]],
  ["udaipur", ["उदयपुर"]],
  ["jodhpur", ["जोधपुर"]],
  ["ajmer", ["अजमेर"]],
  ["nashik", ["नासिक", "नाशिक"]],
  ["aurangabad", ["औरंगाबाद"]],
  ["goa", ["गोवा"]],
  ["coimbatore", ["कोयंबटूर", "कोयम्बटूर"]],
  ["madurai", ["मदुरै"]],
  ["mysuru", ["मैसूर", "मैसूरु"]],
  ["mangaluru", ["मंगलुरु", "मंगलौर", "मैंगलोर"]],
  ["kozhikode", ["कोझिकोड", "कोझीकोड", "कालीकट"]],
  ["thrissur", ["त्रिशूर"]],
  ["thiruvananthapuram", ["तिरुवनंतपुरम", "त्रिवेंद्रम"]],
  ["visakhapatnam", ["विशाखापत्तनम", "विशाखापट्टनम", "वाइज़ैग"]],
  ["vijayawada", ["विजयवाड़ा"]],
  ["ajman", ["अजमान"]],
  ["al ain", ["अल ऐन", "अल-ऐन"]],
  ["makkah", ["मक्का"]],
  ["medina", ["मदीना"]],
  ["khobar", ["ख़ोबर", "खोबर", "अल खोबर"]],
  ["dammam", ["दम्माम", "दमाम"]],
  ["salmiya", ["सालमिया"]],
  ["lusail", ["लुसैल"]],
  ["muharraq", ["मुहर्रक", "मुहर्रक़"]],
  ["muscat oman", ["मस्कट", "मसकट"]],
];
