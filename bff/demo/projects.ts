// Demo funding projects: realistic Spanish content across the five project types, the four
// modalities and the statuses an administrator meets. Amounts in whole euros, returns in basis points.
import type { ProjectModality, ProjectStatus, ProjectType } from '../../db/tables';

export type ExtraDocumentType = 'legal' | 'financial' | 'technical';
export type IllustrationMotif =
  | 'buildings'
  | 'solar'
  | 'grove'
  | 'vineyard'
  | 'turbines'
  | 'warehouse'
  | 'water'
  | 'circular'
  | 'growth';

export interface DemoProject {
  key: string;
  domainId: 1 | 2;
  name: string;
  projectType: ProjectType;
  modality: ProjectModality;
  status: ProjectStatus;
  website: string;
  totalFundingEur: number;
  durationMonths: number;
  annualReturnBp: number;
  totalReturnBp: number;
  tokenValueEur: number;
  minInvestmentEur: number;
  maxInvestmentEur: number;
  startDate: string;
  endDate: string;
  /** How long before the seed the project was created, so lists have a believable order. */
  createdDaysAgo: number;
  /** Paragraphs separated by a blank line. */
  description: string;
  investmentTerms: string;
  /** Documents besides the whitepaper every project has. */
  extraDocuments: ExtraDocumentType[];
  /** What the illustrations show when the project type's usual motif would not fit. */
  motif?: IllustrationMotif;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    key: 'turia',
    domainId: 1,
    name: 'Residencial Jardines del Turia — Valencia',
    projectType: 'real_estate',
    modality: 'equity',
    status: 'active',
    website: 'https://jardinesdelturia.example.es',
    totalFundingEur: 1_200_000,
    durationMonths: 36,
    annualReturnBp: 750,
    totalReturnBp: 2400,
    tokenValueEur: 100,
    minInvestmentEur: 500,
    maxInvestmentEur: 60_000,
    startDate: '2026-09-01',
    endDate: '2029-08-31',
    createdDaysAgo: 64,
    description:
      'Rehabilitación integral de un edificio residencial de 24 viviendas junto al antiguo cauce del Turia, en el barrio de Campanar (Valencia). El inmueble, de 1968, se adquirió libre de cargas y cuenta con licencia de obra concedida.\n\nLa obra incluye envolvente térmica, aerotermia, ascensor accesible y zonas comunes ajardinadas, con una calificación energética objetivo A. Las viviendas se destinarán a alquiler de larga duración durante tres años y se venderán después en bloque a un inversor institucional.\n\nLa sociedad vehículo (SPV) es propietaria del inmueble; cada token representa una participación en el capital de la SPV y da derecho al reparto proporcional de las rentas netas y de la plusvalía de la venta.',
    investmentTerms:
      'Rentabilidad objetivo: 7,5 % anual procedente de rentas, distribuida trimestralmente, más plusvalía estimada en la venta final. Plazo: 36 meses. Los tokens son transferibles entre inversores verificados. Comisión de gestión: 1 % anual sobre el capital invertido. La rentabilidad no está garantizada y el capital puede perderse total o parcialmente.',
    extraDocuments: ['legal', 'financial'],
  },
  {
    key: 'mancha',
    domainId: 1,
    name: 'Planta solar fotovoltaica La Mancha',
    projectType: 'energy',
    modality: 'debt',
    status: 'active',
    website: 'https://solarlamancha.example.es',
    totalFundingEur: 2_500_000,
    durationMonths: 60,
    annualReturnBp: 625,
    totalReturnBp: 3125,
    tokenValueEur: 250,
    minInvestmentEur: 1_000,
    maxInvestmentEur: 100_000,
    startDate: '2026-10-15',
    endDate: '2031-10-14',
    createdDaysAgo: 41,
    description:
      'Construcción de una planta fotovoltaica de 4,8 MWp sobre terrenos arrendados a 30 años en Manzanares (Ciudad Real), con punto de conexión concedido y autorización administrativa previa.\n\nLa energía se venderá mediante un contrato de compraventa a largo plazo (PPA) de 10 años con una comercializadora con calificación crediticia grado de inversión, lo que da visibilidad a los ingresos desde el primer año de operación.\n\nLa financiación se instrumenta como préstamo senior al promotor, garantizado con prenda sobre las participaciones de la SPV y cesión de los derechos de cobro del PPA.',
    investmentTerms:
      'Préstamo a 5 años con interés fijo del 6,25 % anual, pagadero semestralmente, y amortización lineal a partir del mes 18. Garantías: prenda de participaciones y cesión de derechos de cobro. Amortización anticipada posible sin penalización a partir del tercer año.',
    extraDocuments: ['technical'],
  },
  {
    key: 'jaen',
    domainId: 1,
    name: 'Olivar ecológico en Jaén',
    projectType: 'business',
    modality: 'hybrid',
    status: 'active',
    website: 'https://olivarjaen.example.es',
    totalFundingEur: 650_000,
    durationMonths: 48,
    annualReturnBp: 800,
    totalReturnBp: 3200,
    tokenValueEur: 50,
    minInvestmentEur: 250,
    maxInvestmentEur: 25_000,
    startDate: '2026-08-01',
    endDate: '2030-07-31',
    createdDaysAgo: 95,
    description:
      'Reconversión a cultivo ecológico certificado de 120 hectáreas de olivar tradicional en la comarca de Sierra Mágina (Jaén), con riego por goteo y almazara propia para aceite de oliva virgen extra.\n\nLa cooperativa promotora lleva cuatro generaciones en la zona y exporta a Alemania y Japón. La inversión financia la certificación, la modernización de la almazara y el capital circulante de dos campañas.\n\nEl modelo híbrido combina un préstamo participativo con una participación variable en las ventas de aceite embotellado por encima de un umbral.',
    investmentTerms:
      'Interés fijo del 5 % anual más un componente variable ligado a las ventas (objetivo total del 8 % anual). Pagos anuales tras cada campaña (febrero). Plazo: 48 meses. Riesgos principales: climatología y precio del aceite en origen.',
    extraDocuments: ['financial'],
  },
  {
    key: 'bilbao',
    domainId: 1,
    name: 'Locales comerciales Ensanche de Bilbao',
    projectType: 'real_estate',
    modality: 'crowdfunding',
    status: 'active',
    website: 'https://ensanchebilbao.example.es',
    totalFundingEur: 480_000,
    durationMonths: 24,
    annualReturnBp: 650,
    totalReturnBp: 1300,
    tokenValueEur: 100,
    minInvestmentEur: 100,
    maxInvestmentEur: 20_000,
    startDate: '2026-11-01',
    endDate: '2028-10-31',
    createdDaysAgo: 23,
    description:
      'Compra de tres locales comerciales alquilados en el Ensanche de Bilbao, con inquilinos consolidados (farmacia, óptica y cafetería de una cadena regional) y contratos con obligado cumplimiento hasta 2030.\n\nLos locales suman 410 m² a pie de calle en Alameda de Urquijo y Gran Vía, con una tasación independiente un 8 % superior al precio de compra. El mantenimiento y los seguros corren a cargo de los inquilinos.\n\nLa rentabilidad procede de las rentas actuales, actualizadas anualmente con el IPC. Al vencimiento se prevé la venta de los locales o la recompra de los tokens por el promotor.',
    investmentTerms:
      'Rentas distribuidas mensualmente (6,5 % anual estimado). Plazo de 24 meses, prorrogable 12 meses por acuerdo de la mayoría de los titulares. Sin comisión de entrada; comisión de gestión del 0,75 % anual descontada de las rentas.',
    extraDocuments: ['legal'],
  },
  {
    key: 'eolico',
    domainId: 1,
    name: 'Repotenciación parque eólico Sierra de Ávila',
    projectType: 'infrastructure',
    modality: 'debt',
    status: 'active',
    website: 'https://eolicoavila.example.es',
    totalFundingEur: 3_000_000,
    durationMonths: 72,
    annualReturnBp: 575,
    totalReturnBp: 3450,
    tokenValueEur: 500,
    minInvestmentEur: 2_000,
    maxInvestmentEur: 150_000,
    startDate: '2026-07-01',
    endDate: '2032-06-30',
    createdDaysAgo: 130,
    description:
      'Sustitución de 18 aerogeneradores de 660 kW por 6 turbinas de 4,5 MW en un parque en operación desde 2002, multiplicando por 2,3 la producción con menos máquinas y menor impacto visual.\n\nEl parque mantiene su punto de conexión y su histórico de viento de más de veinte años, lo que reduce el riesgo de recurso. Las palas retiradas se reciclan en una planta de Navarra y las cimentaciones antiguas se restauran como terreno agrícola.\n\nLa emisión cubre el tramo subordinado de la financiación; la deuda bancaria senior, ya firmada, financia el 70 % de la inversión.',
    investmentTerms:
      'Deuda subordinada al 5,75 % anual con pagos trimestrales de intereses y amortización en los últimos tres años. Ratio de cobertura del servicio de la deuda mínimo de 1,3x; si se incumple, se suspenden los dividendos al promotor hasta recuperarlo.',
    extraDocuments: ['technical', 'financial'],
  },
  {
    key: 'valles',
    domainId: 1,
    name: 'Deuda privada para pymes industriales del Vallès',
    projectType: 'other',
    modality: 'debt',
    status: 'active',
    website: 'https://pymesvalles.example.es',
    totalFundingEur: 1_000_000,
    durationMonths: 36,
    annualReturnBp: 700,
    totalReturnBp: 2100,
    tokenValueEur: 100,
    minInvestmentEur: 500,
    maxInvestmentEur: 50_000,
    startDate: '2026-12-01',
    endDate: '2029-11-30',
    createdDaysAgo: 9,
    description:
      'Cartera de catorce préstamos a pymes industriales del Vallès Occidental (Barcelona) para renovar maquinaria y ganar eficiencia energética: mecanizado, artes gráficas, componentes de automoción y alimentación.\n\nCada préstamo se concede tras un análisis de riesgo independiente, con un importe máximo del 12 % de la cartera por empresa y un aval de una sociedad de garantía recíproca que cubre el 50 % del principal.\n\nLos inversores reciben los intereses y las amortizaciones de toda la cartera, lo que diversifica el riesgo frente a la financiación de una sola empresa.',
    investmentTerms:
      'Interés del 7 % anual pagado mensualmente y amortización francesa en 36 cuotas. El aval de la SGR cubre el 50 % del principal de cada préstamo. Sin comisión para el inversor; el gestor cobra a las empresas prestatarias.',
    extraDocuments: ['financial'],
    motif: 'growth',
  },
  {
    key: 'reciclaje',
    domainId: 1,
    name: 'Planta de reciclaje de plástico agrícola — Almería',
    projectType: 'other',
    modality: 'equity',
    status: 'draft',
    website: 'https://recicla-almeria.example.es',
    totalFundingEur: 900_000,
    durationMonths: 48,
    annualReturnBp: 900,
    totalReturnBp: 3600,
    tokenValueEur: 100,
    minInvestmentEur: 500,
    maxInvestmentEur: 40_000,
    startDate: '2027-01-15',
    endDate: '2031-01-14',
    createdDaysAgo: 4,
    description:
      'Planta de economía circular que recupera el plástico de los invernaderos de El Ejido y lo transforma en granza reciclada para la industria del envase. Capacidad prevista: 12.000 toneladas al año.\n\nHoy buena parte de ese plástico acaba en vertedero o se exporta para su tratamiento. La planta firmará acuerdos de recogida con cooperativas hortofrutícolas de la comarca y de venta con dos fabricantes de envases.\n\nEl proyecto está pendiente de la autorización ambiental integrada; por eso sigue en borrador hasta completar la documentación.',
    investmentTerms:
      'Participación en el capital de la sociedad operadora. Dividendos a partir del segundo año de operación; salida prevista mediante venta a un grupo industrial del sector en el cuarto año.',
    extraDocuments: [],
  },
  {
    key: 'coliving',
    domainId: 1,
    name: 'Coliving universitario en Salamanca',
    projectType: 'real_estate',
    modality: 'equity',
    status: 'completed',
    website: 'https://colivingsalamanca.example.es',
    totalFundingEur: 750_000,
    durationMonths: 30,
    annualReturnBp: 700,
    totalReturnBp: 1750,
    tokenValueEur: 100,
    minInvestmentEur: 250,
    maxInvestmentEur: 30_000,
    startDate: '2025-02-01',
    endDate: '2027-07-31',
    createdDaysAgo: 690,
    description:
      'Residencia de 48 habitaciones para estudiantes e investigadores a diez minutos a pie de la Universidad de Salamanca, con zonas de estudio, cocina compartida y gestión profesional.\n\nEl edificio, una antigua imprenta del barrio del Oeste, se rehabilitó con criterios de eficiencia energética y accesibilidad universal, y abrió en septiembre de 2025.\n\nEl proyecto completó su financiación en 2025 y distribuye rentas trimestrales con una ocupación media del 96 %.',
    investmentTerms:
      'Rentas trimestrales (7 % anual objetivo) y venta del activo al vencimiento. Financiación completada: no admite nuevas inversiones.',
    extraDocuments: ['legal'],
  },
  {
    key: 'logistica',
    domainId: 1,
    name: 'Nave logística de última milla — Getafe',
    projectType: 'infrastructure',
    modality: 'hybrid',
    status: 'cancelled',
    website: 'https://logistica-getafe.example.es',
    totalFundingEur: 1_800_000,
    durationMonths: 36,
    annualReturnBp: 680,
    totalReturnBp: 2040,
    tokenValueEur: 200,
    minInvestmentEur: 1_000,
    maxInvestmentEur: 80_000,
    startDate: '2026-03-01',
    endDate: '2029-02-28',
    createdDaysAgo: 320,
    description:
      'Desarrollo de una nave logística de 6.500 m² para distribución urbana en el sur de Madrid, a cinco minutos de la M-45, con 40 muelles de carga y cubierta solar para autoconsumo.\n\nUn operador de paquetería había firmado una carta de intenciones para alquilar la nave durante diez años una vez terminada.\n\nEl promotor canceló la emisión al no obtener la licencia de actividad en plazo; las inversiones recibidas se devolvieron íntegramente.',
    investmentTerms:
      'Préstamo participativo con interés fijo del 4,5 % anual más una participación en la renta del operador (objetivo total del 6,8 % anual). Plazo de 36 meses. Emisión cancelada: no admite inversiones.',
    extraDocuments: [],
    motif: 'warehouse',
  },
  {
    key: 'bodega',
    domainId: 1,
    name: 'Bodega Ribera del Duero — ampliación de crianza',
    projectType: 'business',
    modality: 'debt',
    status: 'blocked',
    website: 'https://bodegaribera.example.es',
    totalFundingEur: 400_000,
    durationMonths: 24,
    annualReturnBp: 725,
    totalReturnBp: 1450,
    tokenValueEur: 50,
    minInvestmentEur: 250,
    maxInvestmentEur: 15_000,
    startDate: '2026-06-01',
    endDate: '2028-05-31',
    createdDaysAgo: 200,
    description:
      'Financiación de 600 barricas de roble francés y de la ampliación de la nave de crianza de una bodega familiar en Peñafiel (Valladolid), con ventas consolidadas en el canal de hostelería.\n\nLa bodega elabora 180.000 botellas al año con la D.O. Ribera del Duero y quiere duplicar su producción de crianza y reserva, de mayor margen, en tres añadas.\n\nLa emisión está bloqueada temporalmente mientras el equipo de cumplimiento revisa documentación societaria pendiente.',
    investmentTerms:
      'Préstamo al 7,25 % anual con pago de intereses semestral y devolución del principal al vencimiento, garantizado con hipoteca sobre la nave de crianza.',
    extraDocuments: ['financial'],
    motif: 'vineyard',
  },
  {
    key: 'hispax-hotel',
    domainId: 2,
    name: 'Hotel boutique en el casco antiguo de Cáceres',
    projectType: 'real_estate',
    modality: 'equity',
    status: 'active',
    website: 'https://hotelcaceres.example.com',
    totalFundingEur: 1_500_000,
    durationMonths: 60,
    annualReturnBp: 850,
    totalReturnBp: 4250,
    tokenValueEur: 250,
    minInvestmentEur: 1_000,
    maxInvestmentEur: 75_000,
    startDate: '2026-09-15',
    endDate: '2031-09-14',
    createdDaysAgo: 77,
    description:
      'Rehabilitación de un palacete del siglo XVI en la ciudad monumental de Cáceres, Patrimonio de la Humanidad, para convertirlo en un hotel boutique de 22 habitaciones operado por una cadena independiente con contrato de arrendamiento a 15 años.\n\nEl proyecto conserva la fachada de sillería, el patio porticado y la escalera original, y cuenta con el visto bueno de la Comisión de Patrimonio.\n\nLa renta fija del operador cubre el servicio de la inversión; la plusvalía procede de la revalorización del activo rehabilitado.',
    investmentTerms:
      'Renta fija anual del 6 % más participación en la plusvalía (objetivo total del 8,5 % anual). Plazo de 60 meses. Tokens transferibles entre inversores verificados de la plataforma.',
    extraDocuments: ['legal'],
  },
  {
    key: 'hispax-agua',
    domainId: 2,
    name: 'Depuración y reutilización de agua en Murcia',
    projectType: 'infrastructure',
    modality: 'crowdfunding',
    status: 'active',
    website: 'https://aguamurcia.example.com',
    totalFundingEur: 850_000,
    durationMonths: 36,
    annualReturnBp: 600,
    totalReturnBp: 1800,
    tokenValueEur: 100,
    minInvestmentEur: 100,
    maxInvestmentEur: 30_000,
    startDate: '2026-10-01',
    endDate: '2029-09-30',
    createdDaysAgo: 52,
    description:
      'Tratamiento terciario de aguas residuales de una comunidad de regantes del Campo de Cartagena para su reutilización en riego, reduciendo la extracción de acuíferos sobreexplotados.\n\nLa instalación, de 9.000 m³ diarios, combina filtración, ultravioleta y una balsa de regulación, y devuelve al riego agua que hoy termina en el mar.\n\nProyecto de impacto con ingresos por tarifa de agua regenerada garantizados por contrato con la comunidad de regantes.',
    investmentTerms:
      'Rentabilidad del 6 % anual pagada semestralmente con cargo a la tarifa del agua regenerada, revisable con el IPC. Plazo de 36 meses con devolución del capital al vencimiento.',
    extraDocuments: ['technical'],
    motif: 'water',
  },
  {
    key: 'hispax-solar',
    domainId: 2,
    name: 'Comunidad energética solar en polígonos de Zaragoza',
    projectType: 'energy',
    modality: 'hybrid',
    status: 'active',
    website: 'https://solarzaragoza.example.com',
    totalFundingEur: 1_100_000,
    durationMonths: 48,
    annualReturnBp: 675,
    totalReturnBp: 2700,
    tokenValueEur: 100,
    minInvestmentEur: 250,
    maxInvestmentEur: 40_000,
    startDate: '2026-11-15',
    endDate: '2030-11-14',
    createdDaysAgo: 16,
    description:
      'Instalación de 2,2 MWp de paneles solares en las cubiertas de 38 naves de los polígonos de Malpica y Plaza (Zaragoza) para autoconsumo colectivo de las propias empresas.\n\nLas empresas compran la energía a un precio fijo un 20 % inferior al de su tarifa actual durante doce años; los excedentes se venden a la red. Las cubiertas se ceden mediante contratos de superficie inscritos en el registro.\n\nEl modelo híbrido combina un préstamo con interés fijo y una participación en los ingresos por venta de excedentes.',
    investmentTerms:
      'Interés fijo del 5 % anual pagado semestralmente más una participación variable en la venta de excedentes (objetivo total del 6,75 % anual). Plazo: 48 meses. Riesgo principal: impago de las empresas consumidoras, mitigado por su diversificación.',
    extraDocuments: ['technical'],
  },
];
