// Product facts shown on static pages. Placeholders until the real values are known: replace here only.
export const site = {
  name: 'ColdStart',
  contactEmail: 'team@coldstart.example',
  upiId: 'coldstart@upi',
} as const
