import { describeSamples } from '../testing/describe-samples';
import { sampleExchangeRates } from '../testing/samples';
import { ExchangeRates } from './exchange-rates';

const { rates } = sampleExchangeRates;

describeSamples('exchange rates', [
  [
    'ExchangeRates',
    ExchangeRates,
    sampleExchangeRates,
    { ...sampleExchangeRates, rates: rates.filter((entry) => entry.currency !== 'EUR') },
    'the base currency is not listed',
  ],
  [
    'ExchangeRates (base at another rate)',
    ExchangeRates,
    sampleExchangeRates,
    { ...sampleExchangeRates, rates: rates.map((entry) => ({ ...entry, rate: entry.rate * 2 })) },
    'the base currency is not at rate 1',
  ],
  [
    'ExchangeRates (a zero rate)',
    ExchangeRates,
    sampleExchangeRates,
    { ...sampleExchangeRates, rates: [...rates, { currency: 'GBP', subunits: 2, rate: 0 }] },
    'a rate of 0 buys nothing',
  ],
  [
    'ExchangeRates (a currency twice)',
    ExchangeRates,
    sampleExchangeRates,
    { ...sampleExchangeRates, rates: [...rates, { currency: 'USD', subunits: 2, rate: 1.1 }] },
    'two rates for one currency',
  ],
  [
    'ExchangeRates (no timestamp)',
    ExchangeRates,
    sampleExchangeRates,
    { ...sampleExchangeRates, as_of: 'yesterday' },
    'as_of is not a timestamp',
  ],
]);
