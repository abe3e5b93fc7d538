/** Names for seed data: realistic, fictional. */
export const COMPANY_NAMES: Record<string, string[]> = {
  GB: [
    'Harbour Freight Services Ltd',
    'Pennine Office Supplies Ltd',
    'Thames Valley Logistics Ltd',
    'Albion Packaging Co',
    'Kestrel IT Consulting Ltd',
    'Brightwater Utilities plc',
    'Oakridge Property Management',
    'Sterling Print & Design',
  ],
  DE: [
    'Rheinland Maschinenbau GmbH',
    'Hanse Spedition AG',
    'Bayerische Textil KG',
    'Nordlicht Software GmbH',
  ],
  NL: ['Delftware Trading B.V.', 'Zuiderzee Logistiek B.V.', 'Van Dijk Agrarisch B.V.'],
  FR: ['Atelier Lumière SARL', 'Transports Rhône-Alpes SAS', 'Fromagerie du Jura SA'],
  ES: ['Aceites del Sur S.L.', 'Cerámica Levante S.A.'],
  IT: ['Tessitura Comasca S.p.A.', 'Officine Meccaniche Torino S.r.l.'],
  IE: ['Liffey Analytics Ltd', 'Connemara Wool Company'],
  AT: ['Alpenblick Holz GmbH'],
  BE: ['Brabant Chocolatiers NV'],
  CH: ['Helvetia Präzisionsuhren AG', 'Zürcher Feinmechanik AG', 'Léman Pharma SA'],
  US: [
    'Great Lakes Components Inc.',
    'Pacific Rim Imports LLC',
    'Lone Star Energy Partners',
    'Hudson Media Group Inc.',
    'Cascade Outdoor Supply Co.',
  ],
  JP: ['Sakura Electronics K.K.', 'Hokkaido Marine Products Co., Ltd.', 'Kyoto Ceramics K.K.'],
};

export const PEOPLE_NAMES: Record<string, string[]> = {
  GB: ['Oliver Bennett', 'Amelia Clarke', 'Harry Patel', 'Isla Morgan'],
  DE: ['Lukas Schneider', 'Mia Fischer'],
  FR: ['Camille Laurent'],
  NL: ['Daan de Vries'],
  US: ['Emily Johnson', 'Michael Rodriguez'],
  CH: ['Noah Keller'],
  JP: ['Haruto Tanaka'],
};

export const COUNTRY_CURRENCY: Record<string, string> = {
  GB: 'GBP',
  DE: 'EUR',
  NL: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  IT: 'EUR',
  IE: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
  CH: 'CHF',
  US: 'USD',
  JP: 'JPY',
};
