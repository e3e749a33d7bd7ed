import type { AdminSettings } from '../../../../contract/settings';

const OPEN = { opens: '08:00', closes: '20:00' };

/** What the settings endpoint answers in the component tests: the seed's park, unchanged. */
export function testSettings(): AdminSettings {
  return {
    park: {
      name: 'Test Field',
      phone: '01632 960000',
      email: 'hello@test-field.example',
      addressLines: ['Test Farm', 'ZZ99 9ZZ'],
      map: { lat: 51.75, lng: -1.25 },
      social: { label: 'Test Field on Facebook', url: 'https://facebook.example/test-field' },
      vatNumber: '',
    },
    opening: {
      openingDate: '2025-05-10',
      openingNotice: 'Opening soon',
      aboutNotice: { text: 'We are improving the park.', shown: true },
      hours: { weekly: Array.from({ length: 7 }, () => ({ ...OPEN })), seasons: [] },
    },
    bookingRules: {
      slotLengths: [30, 60],
      windowMonths: 12,
      checkoutHoldMinutes: 30,
      waitlistOfferMinutes: 15,
      cancellationCutoffHours: 12,
      reminderHours: 24,
      arrivalMinutes: 5,
      maxDogs: 8,
      handoverMinutes: 0,
    },
    prices: [
      { dogs: '1-4', minutes: 30, pence: 650 },
      { dogs: '1-4', minutes: 60, pence: 1100 },
      { dogs: '5-6', minutes: 30, pence: 800 },
      { dogs: '5-6', minutes: 60, pence: 1500 },
      { dogs: '7-8', minutes: 30, pence: 1000 },
      { dogs: '7-8', minutes: 60, pence: 1800 },
    ],
    features: {
      discountsEnabled: true,
      first50EventActive: false,
      ownerNotices: true,
      mobileAsk: 'optional',
    },
    videos: [],
    texts: { about: '', siteRules: '', cancellationPolicy: '', privacy: '', faq: [] },
    passes: [
      {
        id: 1,
        name: 'Ten hours',
        sessions: 10,
        minutes: 60,
        dogs: '1-4',
        pricePence: 10000,
        validMonths: 6,
        onSale: true,
      },
    ],
    fieldGates: [],
    changed: {
      park: null,
      opening: null,
      'booking-rules': null,
      prices: null,
      features: null,
      videos: null,
      texts: null,
      passes: null,
    },
  };
}
