export const footerBlurb =
  'J’accompagne les femmes avant et après une césarienne, pour qu’elles vivent cette naissance en confiance et retrouvent leur corps avec douceur.';
