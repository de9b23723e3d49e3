import type { NotFoundPage } from "../../page-schemas.ts";

export const notFoundTexts: NotFoundPage = {
  seo: {
    title: "पेज नहीं मिला | {companyName}",
    description:
      "आप जो पेज ढूँढ रहे थे, वह मौजूद नहीं है या कहीं और चला गया है। हमारी मैसेजिंग सेवाएँ और SMS प्राइसिंग देखें या हमारी टीम से संपर्क करें।",
  },
  eyebrow: "त्रुटि 404",
  title: "पेज नहीं मिला",
  body: "यह पेज मौजूद नहीं है या शायद कहीं और चला गया है। पता जाँच लें, या नीचे दिए लिंक से हमारी सेवाएँ, SMS प्राइसिंग या हमारी टीम से संपर्क का तरीक़ा ढूँढें।",
  links: [
    { label: "होम", href: "/" },
    { label: "सेवाएँ", href: "/services" },
    { label: "SMS प्राइसिंग", href: "/services/sms-services/pricing" },
    { label: "संपर्क", href: "/contact" },
  ],
  illustration:
    "एक फ़ोन, जिससे किसी पेज के लिए भेजा गया अनुरोध डिलीवर नहीं हुआ, त्रुटि 404, और एक जवाब जो उसकी जगह होम पेज, सेवाएँ या SMS प्राइसिंग देखने का सुझाव देता है।",
};
