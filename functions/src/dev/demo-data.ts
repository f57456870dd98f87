import type { ApiKeyScope } from '../domain/api-keys/api-keys';
import type { CompanySettings } from '../domain/companies/settings';
import type { SummaryFrequency } from '../domain/notifications/preferences';
import type { FuelType } from '../domain/fleet/fuel';
import type { MaintenanceType, ReminderInput } from '../domain/fleet/records.schema';
import type { VehicleInput } from '../domain/fleet/vehicle.schema';
import type { AssignmentPairing } from '../domain/checklists/assign.schema';
import type { Recurrence } from '../domain/schedules/recurrence';
import type { TemplateInput } from '../domain/templates/template.schema';

/** The demo data of the local stack (README lists these accounts). */
export const DEMO_PASSWORD = 'checkfrota123';

/** The local stack's address (local-stack.ts' front door): the demo reports' QR codes link to it. */
export const DEMO_ORIGIN = 'http://127.0.0.1:5000';
/** The local receiver of signed webhooks `npm start` runs (dev/webhook-receiver.ts), and the demo's endpoint to it. */
export const DEMO_WEBHOOK_RECEIVER = 'http://127.0.0.1:5006';
export const DEMO_WEBHOOK = { description: 'Receptor local', url: `${DEMO_WEBHOOK_RECEIVER}/checkfrota` };

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  phone?: string;
  isActive?: boolean;
}

/**
 * A vehicle inspection answered at seeding, `daysAgo` days back, by the field user `user` for the
 * vehicle of `plate`; `failures` are the items answered with their failing answer, with the
 * driver's comment. `outcome`: approved; rejected (one answer, waiting for the driver); corrected
 * (rejected, answered again and approved); sent (waiting for review). `defect` opens one for each
 * failure, still open unless 'resolved'.
 */
export interface DemoInspection {
  plate: string;
  user: string;
  daysAgo: number;
  outcome: 'approved' | 'rejected' | 'corrected' | 'sent';
  failures?: Array<{ question: string; comment: string; defect?: 'open' | 'resolved' }>;
  /** km above the vehicle's last reading before it (negative: a reading the server flags as lower than the last). */
  kmAbove: number;
}

/**
 * A schedule ('Agendamentos') of the demo: `template` is a template's name; `recurrence: 'today'`
 * is weekly on the seeding day's weekday, so a weekend start still has today's checklists. It
 * starts `startDaysAgo` days back; the job then creates its periods up to today, and the past
 * ones are answered except the last, left 'Checklist não realizado'. `paused` is paused after.
 */
export interface DemoSchedule {
  template: string;
  users: string[];
  plates: string[];
  recurrence: Recurrence | 'today';
  dueTime: string;
  startDaysAgo: number;
  paused?: boolean;
  /** 'paired': the nth user inspects the nth plate (absent: each user each plate). */
  pairing?: AssignmentPairing;
}

/**
 * A vehicle taken by `user` through the on-demand 'Saída' started from its QR code, `outDaysAgo`
 * days back (0: an hour ago), and brought back with the 'Retorno' `inDaysAgo` days back (absent:
 * still out, or taken over by the next trip of the vehicle). `damage` fails an item at the return
 * that passed at the check-out ('Novo desde a saída'). Trips of a vehicle in date order.
 */
export interface DemoTrip {
  plate: string;
  user: string;
  outDaysAgo: number;
  inDaysAgo?: number;
  kmDriven: number;
  damage?: { question: string; comment: string };
}

export interface DemoCompany {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  cnpj?: string;
  /** What the company set in 'Configurações da empresa'; the rest stays the default. */
  settings?: Partial<CompanySettings>;
  admin: DemoAccount;
  /** Further admins, each with their choice of the morning summary ('Minhas notificações'). */
  otherAdmins?: Array<{ account: DemoAccount; summary: SummaryFrequency }>;
  users: DemoAccount[];
  templates: TemplateInput[];
  /** Checklists assigned at seeding: `template` indexes `templates`; a negative due time is already late. */
  assignments: Array<{ template: number; users: string[]; dueInHours: number }>;
  vehicles: DemoVehicle[];
  /** Answered vehicle inspections, of the template named DEMO_DAILY_INSPECTION. */
  inspections?: DemoInspection[];
  /** The daily routine: schedules, and vehicles taken out and brought back. */
  schedules?: DemoSchedule[];
  trips?: DemoTrip[];
  /** An API key of a fixed value, so the README's `curl` answers on the local stack. */
  apiKey?: DemoApiKey;
}

export interface DemoApiKey {
  id: string;
  name: string;
  /** 43 characters of base64url, like a real key's 256 bits; known to anyone who reads this file. */
  secret: string;
  scopes: ApiKeyScope[];
}

/** Transportes Alfa's ERP reads the fleet: `Authorization: Bearer cfk_demoerp_demoLocal…`. Local only. */
export const DEMO_API_KEY: DemoApiKey = {
  id: 'demoerp',
  name: 'Integração ERP',
  secret: 'demoLocalIntegracaoErpSomenteNoEmulador0001',
  scopes: [
    'vehicles:read',
    'fuel:read',
    'maintenance:read',
    'checklists:read',
    'responses:read',
    'defects:read',
    'fines:read',
    'deadlines:read',
  ],
};

/**
 * A vehicle and how it is used; the seed turns this into a year of fill-ups, oil changes and the
 * listed maintenance, ending today. `vehicle.currentKm` is the odometer a year ago.
 */
export interface DemoVehicle {
  vehicle: Omit<VehicleInput, 'lastOilChangeKm'>;
  /** Archived after its history (sold, say): out of the lists, its records kept. */
  archived?: boolean;
  kmPerMonth: number;
  /** Flex vehicles alternate gasolina and etanol month by month. */
  fuel: 'flex' | Extract<FuelType, 'diesel' | 'gasoline'>;
  /** On gasolina or diesel; etanol gives 70 % of it. */
  kmPerLiter: number;
  tankLiters: number;
  pricePerLiter: number;
  oil: { type: string; brand: string; cost: number };
  /** Share of the oil interval driven since the last change, today: ≥ 1 overdue, ≥ 0.8 coming. */
  oilUsedToday: number;
  maintenance: Array<{ daysAgo: number; type: MaintenanceType; description: string; cost: number; notes?: string }>;
  reminders?: Array<Omit<ReminderInput, 'lastDoneKm' | 'lastDoneAt'>>;
}

export const DEMO_SUPERADMIN: DemoAccount = {
  uid: 'super',
  email: 'super@checkfrota.dev',
  name: 'Equipe CheckFrota',
};

/**
 * The demo superadmin's authenticator secret (base32), enrolled by the seed: the README gives it
 * for a phone's app, and the benches and journeys compute its codes from it (scripts/lib.mjs keeps
 * the same text). Local only: a deployed superadmin enrols its own.
 */
export const DEMO_SUPERADMIN_TOTP_SECRET = 'CHECKFROTADEMOSUPERADMINLOCAL234';

const vehicleInspection: TemplateInput = {
  name: 'Inspeção diária do veículo',
  description: 'Verificação obrigatória antes da primeira viagem do dia.',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'Os faróis e as lanternas estão funcionando?', required: true },
    { type: 'measurement', question: 'Pressão dos pneus dianteiros', unit: 'psi', required: true },
    { type: 'number', question: 'Quilometragem no painel', min: 0, max: null, required: true },
    {
      type: 'single_choice',
      question: 'Nível de combustível',
      options: ['Cheio', '3/4', '1/2', '1/4', 'Reserva'],
      required: true,
    },
    { type: 'photo', question: 'Foto do painel com o veículo ligado', required: true },
    { type: 'datetime', question: 'Horário da inspeção', required: true },
    { type: 'text', question: 'Observações (avarias, ruídos, vazamentos)', required: false },
  ],
};

/** The demo's vehicle inspection, beside the general 'Inspeção diária do veículo' above. */
export const DEMO_DAILY_INSPECTION = 'Inspeção de segurança do veículo';

const safetyInspection: TemplateInput = {
  name: DEMO_DAILY_INSPECTION,
  description: 'Inspeção diária antes da primeira viagem: um item crítico reprovado tira o veículo de circulação.',
  isActive: true,
  kind: 'vehicle_inspection',
  // The driver signs on the phone to send it; the report carries the signature.
  signatureOnSubmit: true,
  questions: [
    { type: 'odometer', question: 'Hodômetro', required: true },
    { type: 'boolean', question: 'Freios funcionando?', severity: 'critical', required: true },
    { type: 'boolean', question: 'Pneus em bom estado?', severity: 'critical', required: true },
    { type: 'boolean', question: 'Luzes e setas funcionando?', severity: 'critical', required: true },
    { type: 'boolean', question: 'Limpador de para-brisa funcionando?', severity: 'non_critical', required: true },
    { type: 'boolean', question: 'Nível de óleo e água adequado?', severity: 'non_critical', required: true },
    {
      type: 'boolean',
      question: 'Há vazamentos visíveis?',
      failingAnswer: true,
      severity: 'non_critical',
      required: true,
    },
    { type: 'text', question: 'Observações', required: false },
  ],
};

/** The on-demand check-out and check-in: the same items, so a return's new damage is told from the departure's. */
const custodyItems: TemplateInput['questions'] = [
  { type: 'odometer', question: 'Hodômetro', required: true },
  { type: 'boolean', question: 'Pneus em bom estado?', severity: 'critical', required: true },
  { type: 'boolean', question: 'Luzes e setas funcionando?', severity: 'critical', required: true },
  { type: 'boolean', question: 'Lataria e para-choques sem avarias?', severity: 'non_critical', required: true },
  { type: 'boolean', question: 'Documentos do veículo a bordo?', severity: 'non_critical', required: true },
  { type: 'text', question: 'Observações', required: false },
];

export const DEMO_CHECK_OUT = 'Saída do veículo';
export const DEMO_CHECK_IN = 'Retorno do veículo';

const checkOut: TemplateInput = {
  name: DEMO_CHECK_OUT,
  description: 'Ao retirar o veículo: quem sai com ele, com que quilometragem e em que estado.',
  isActive: true,
  kind: 'vehicle_inspection',
  onDemand: true,
  custodyRole: 'check_out',
  questions: custodyItems,
};

const checkIn: TemplateInput = {
  name: DEMO_CHECK_IN,
  description: 'Ao devolver o veículo: a quilometragem rodada e o que mudou desde a saída.',
  isActive: true,
  kind: 'vehicle_inspection',
  onDemand: true,
  custodyRole: 'check_in',
  // A return says where the vehicle was left: the inspection starts only with the phone's position.
  requirePosition: true,
  questions: custodyItems,
};

const driverSafety: TemplateInput = {
  name: 'Checklist de segurança do motorista',
  description: 'Itens de segurança pessoal e documentação do motorista.',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'CNH válida e no veículo?', required: true },
    { type: 'boolean', question: 'Cinto de segurança em bom estado?', required: true },
    {
      type: 'single_choice',
      question: 'Como você está se sentindo hoje?',
      options: ['Descansado', 'Cansado', 'Indisposto'],
      required: true,
    },
    { type: 'number', question: 'Horas de sono na última noite', min: 0, max: 24, required: true },
    { type: 'text', question: 'Algum ponto de atenção?', required: false },
  ],
};

const delivery: TemplateInput = {
  name: 'Entrega de carga',
  description: 'Conferência da carga no destino, com foto do canhoto assinado.',
  isActive: false,
  questions: [
    { type: 'number', question: 'Volumes entregues', min: 0, max: null, required: true },
    { type: 'measurement', question: 'Peso total conferido', unit: 'kg', required: true },
    { type: 'photo', question: 'Foto do canhoto assinado', required: true },
    { type: 'datetime', question: 'Horário da entrega', required: true },
  ],
};

const forklift: TemplateInput = {
  name: 'Inspeção de empilhadeira',
  description: 'Checagem do equipamento no início de cada turno.',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'Buzina e sinal sonoro de ré funcionando?', required: true },
    { type: 'measurement', question: 'Nível de carga da bateria', unit: '%', required: true },
    {
      type: 'single_choice',
      question: 'Estado dos garfos',
      options: ['Bom', 'Desgastado', 'Danificado'],
      required: true,
    },
    { type: 'photo', question: 'Foto da empilhadeira', required: false },
    { type: 'datetime', question: 'Início do turno', required: true },
    { type: 'number', question: 'Horímetro', min: 0, max: null, required: true },
    { type: 'text', question: 'Observações', required: false },
  ],
};

const truckDeparture: TemplateInput = {
  name: 'Vistoria de saída do caminhão',
  description: 'Conferência do caminhão antes de deixar o centro de distribuição.',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'Lacre da carga intacto?', required: true },
    { type: 'photo', question: 'Foto do lacre', required: true },
    { type: 'number', question: 'Quilometragem de saída', min: 0, max: null, required: true },
  ],
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    id: 'alfa',
    name: 'Transportes Alfa',
    email: 'contato@alfa.dev',
    phone: '(11) 3456-7890',
    address: 'Av. das Nações Unidas, 1000, São Paulo - SP',
    cnpj: '12.345.678/0001-95',
    admin: { uid: 'alfa-admin', email: 'admin@alfa.dev', name: 'Ana Souza', phone: '(11) 98888-0001' },
    apiKey: DEMO_API_KEY,
    // Caio turned the morning summary off: Ana gets it, he does not.
    otherAdmins: [
      {
        account: { uid: 'alfa-caio', email: 'caio@alfa.dev', name: 'Caio Reis', phone: '(11) 98888-0005' },
        summary: 'off',
      },
    ],
    users: [
      { uid: 'alfa-joao', email: 'joao@alfa.dev', name: 'João Pereira', phone: '(11) 97777-0002' },
      { uid: 'alfa-maria', email: 'maria@alfa.dev', name: 'Maria Oliveira', phone: '(11) 97777-0003' },
      { uid: 'alfa-pedro', email: 'pedro@alfa.dev', name: 'Pedro Santos', phone: '(11) 97777-0004', isActive: false },
    ],
    // The inspection last: the first listed template stays the general one the local test helper assigns.
    templates: [vehicleInspection, driverSafety, delivery, safetyInspection, checkOut, checkIn],
    assignments: [
      { template: 0, users: ['alfa-joao', 'alfa-maria'], dueInHours: 24 },
      { template: 1, users: ['alfa-joao'], dueInHours: -20 },
      // Within the company's reminder lead: Maria is told 'Checklist vence em breve'.
      { template: 1, users: ['alfa-maria'], dueInHours: 0.75 },
    ],
    vehicles: [
      {
        vehicle: {
          name: 'Strada Entregas 01',
          plate: 'FJK-3A21',
          uf: 'SP',
          model: 'Strada Freedom',
          brand: 'Fiat',
          color: 'Branca',
          year: 2023,
          currentKm: 18_400,
          oilChangeIntervalKm: 10_000,
        },
        kmPerMonth: 2_300,
        fuel: 'flex',
        kmPerLiter: 11.8,
        tankLiters: 55,
        pricePerLiter: 5.89,
        oil: { type: '5W30', brand: 'Selenia', cost: 289.9 },
        oilUsedToday: 0.35,
        maintenance: [
          { daysAgo: 250, type: 'inspection', description: 'Revisão de 20.000 km na concessionária', cost: 890 },
          { daysAgo: 95, type: 'brake_service', description: 'Pastilhas dianteiras', cost: 420 },
        ],
      },
      {
        vehicle: {
          name: 'Strada Entregas 02',
          plate: 'GHT2B47',
          uf: 'SP',
          model: 'Strada Endurance',
          brand: 'Fiat',
          color: 'Prata',
          year: 2022,
          currentKm: 31_200,
          oilChangeIntervalKm: 10_000,
        },
        kmPerMonth: 2_600,
        fuel: 'flex',
        kmPerLiter: 11.5,
        tankLiters: 55,
        pricePerLiter: 5.89,
        oil: { type: '5W30', brand: 'Selenia', cost: 289.9 },
        oilUsedToday: 1.12,
        maintenance: [
          { daysAgo: 180, type: 'tire_change', description: 'Quatro pneus 185/65 R15', cost: 2_160 },
          {
            daysAgo: 40,
            type: 'repair',
            description: 'Troca do farol dianteiro esquerdo',
            cost: 610,
            notes: 'Avaria em manobra no CD',
          },
        ],
      },
      {
        vehicle: {
          name: 'Hilux Supervisão',
          plate: 'EKQ-8834',
          // The supervisor's pickup is registered in Minas Gerais: another state's licensing calendar.
          uf: 'MG',
          model: 'Hilux SRV 2.8',
          brand: 'Toyota',
          color: 'Preta',
          year: 2021,
          currentKm: 74_900,
          oilChangeIntervalKm: 10_000,
        },
        kmPerMonth: 3_100,
        fuel: 'diesel',
        kmPerLiter: 10.2,
        tankLiters: 80,
        pricePerLiter: 6.09,
        oil: { type: '5W30 diesel', brand: 'Toyota Genuine', cost: 540 },
        oilUsedToday: 0.88,
        maintenance: [
          { daysAgo: 300, type: 'general_maintenance', description: 'Revisão de 80.000 km', cost: 1_980 },
          { daysAgo: 130, type: 'brake_service', description: 'Discos e pastilhas dianteiros', cost: 1_340 },
          { daysAgo: 12, type: 'tire_change', description: 'Dois pneus 265/65 R17 all-terrain', cost: 2_280 },
        ],
        reminders: [{ name: 'Revisão dos freios', type: 'brake_service', intervalKm: 20_000, intervalMonths: 12 }],
      },
      {
        vehicle: {
          name: 'Saveiro Manutenção',
          plate: 'DPL3961',
          uf: 'SP',
          model: 'Saveiro Robust',
          brand: 'Volkswagen',
          color: 'Vermelha',
          year: 2019,
          currentKm: 96_300,
          oilChangeIntervalKm: 7_500,
          isActive: false,
        },
        archived: true,
        kmPerMonth: 900,
        fuel: 'flex',
        kmPerLiter: 11,
        tankLiters: 55,
        pricePerLiter: 5.89,
        oil: { type: '5W40', brand: 'Castrol', cost: 260 },
        oilUsedToday: 0.5,
        maintenance: [
          {
            daysAgo: 70,
            type: 'repair',
            description: 'Embreagem completa',
            cost: 1_750,
            notes: 'Veículo parado aguardando venda',
          },
        ],
      },
      {
        vehicle: {
          name: 'Sprinter Van Equipe',
          plate: 'RTV4C12',
          uf: 'SP',
          model: 'Sprinter 416 Van',
          brand: 'Mercedes-Benz',
          color: 'Branca',
          year: 2024,
          currentKm: 9_800,
          oilChangeIntervalKm: 15_000,
        },
        kmPerMonth: 3_400,
        fuel: 'diesel',
        kmPerLiter: 8.6,
        tankLiters: 75,
        pricePerLiter: 6.09,
        oil: { type: '5W30 MB 229.51', brand: 'Mobil', cost: 780 },
        oilUsedToday: 0.46,
        maintenance: [{ daysAgo: 160, type: 'inspection', description: 'Revisão de 20.000 km', cost: 1_450 }],
        reminders: [{ name: 'Rodízio de pneus', type: 'tire_change', intervalKm: 10_000, intervalMonths: null }],
      },
      {
        vehicle: {
          name: 'Accelo Baú Leve',
          plate: 'KLM-4321',
          uf: 'SP',
          vehicleType: 'truck',
          requiredCnhCategory: 'C',
          model: 'Accelo 1017',
          brand: 'Mercedes-Benz',
          color: 'Branca',
          year: 2020,
          currentKm: 142_000,
          oilChangeIntervalKm: 20_000,
        },
        kmPerMonth: 4_200,
        fuel: 'diesel',
        kmPerLiter: 6.4,
        tankLiters: 150,
        pricePerLiter: 6.05,
        oil: { type: '15W40', brand: 'Lubrax', cost: 1_150 },
        oilUsedToday: 0.6,
        maintenance: [
          { daysAgo: 220, type: 'brake_service', description: 'Lonas de freio traseiras', cost: 1_680 },
          { daysAgo: 75, type: 'general_maintenance', description: 'Troca da correia e tensor', cost: 940 },
        ],
      },
      {
        vehicle: {
          name: 'Delivery Baú 11.180',
          plate: 'QWA5E78',
          uf: 'SP',
          vehicleType: 'truck',
          model: 'Delivery 11.180',
          brand: 'Volkswagen',
          color: 'Branca',
          year: 2023,
          currentKm: 61_500,
          oilChangeIntervalKm: 20_000,
        },
        kmPerMonth: 4_800,
        fuel: 'diesel',
        kmPerLiter: 6.1,
        tankLiters: 150,
        pricePerLiter: 6.05,
        oil: { type: '15W40', brand: 'Shell Rimula', cost: 1_090 },
        oilUsedToday: 0.2,
        maintenance: [{ daysAgo: 140, type: 'tire_change', description: 'Seis pneus 215/75 R17.5', cost: 6_900 }],
      },
      {
        vehicle: {
          name: 'Cavalo Mecânico FH 540',
          plate: 'BRA2E19',
          uf: 'SP',
          vehicleType: 'truck',
          model: 'FH 540 6x4',
          brand: 'Volvo',
          color: 'Azul',
          year: 2021,
          currentKm: 388_000,
          oilChangeIntervalKm: 40_000,
        },
        kmPerMonth: 11_500,
        fuel: 'diesel',
        kmPerLiter: 2.4,
        tankLiters: 600,
        pricePerLiter: 5.95,
        oil: { type: '10W40 VDS-4.5', brand: 'Volvo', cost: 3_400 },
        oilUsedToday: 0.7,
        maintenance: [
          { daysAgo: 330, type: 'tire_change', description: 'Pneus de tração recapados (8)', cost: 9_600 },
          { daysAgo: 190, type: 'brake_service', description: 'Revisão do sistema de freios a ar', cost: 2_850 },
          { daysAgo: 60, type: 'inspection', description: 'Inspeção de segurança veicular', cost: 480 },
          { daysAgo: 20, type: 'repair', description: 'Troca do alternador', cost: 3_150 },
        ],
        reminders: [{ name: 'Inspeção de segurança', type: 'inspection', intervalKm: null, intervalMonths: 6 }],
      },
    ],
    inspections: [
      { plate: 'FJK3A21', user: 'alfa-joao', daysAgo: 20, outcome: 'approved', kmAbove: 110 },
      { plate: 'KLM4321', user: 'alfa-maria', daysAgo: 18, outcome: 'approved', kmAbove: 60 },
      {
        plate: 'GHT2B47',
        user: 'alfa-joao',
        daysAgo: 15,
        outcome: 'corrected',
        kmAbove: 90,
        failures: [
          {
            question: 'Limpador de para-brisa funcionando?',
            comment: 'Palheta do lado do motorista rasgada, deixa faixas no vidro',
            defect: 'open',
          },
        ],
      },
      {
        plate: 'EKQ8834',
        user: 'alfa-maria',
        daysAgo: 12,
        outcome: 'approved',
        kmAbove: 140,
        failures: [
          { question: 'Luzes e setas funcionando?', comment: 'Seta traseira direita queimada', defect: 'resolved' },
        ],
      },
      { plate: 'RTV4C12', user: 'alfa-joao', daysAgo: 9, outcome: 'approved', kmAbove: 70 },
      {
        plate: 'QWA5E78',
        user: 'alfa-maria',
        daysAgo: 7,
        outcome: 'rejected',
        kmAbove: 130,
        failures: [
          { question: 'Há vazamentos visíveis?', comment: 'Gotejamento de óleo embaixo do motor', defect: 'open' },
        ],
      },
      { plate: 'FJK3A21', user: 'alfa-maria', daysAgo: 5, outcome: 'approved', kmAbove: 50 },
      {
        plate: 'KLM4321',
        user: 'alfa-joao',
        daysAgo: 3,
        outcome: 'approved',
        kmAbove: 80,
        failures: [
          {
            question: 'Freios funcionando?',
            comment: 'Pedal do freio baixo, demora para parar.',
            defect: 'open',
          },
          {
            question: 'Nível de óleo e água adequado?',
            comment: 'Reservatório de água abaixo do mínimo',
            defect: 'open',
          },
        ],
      },
      { plate: 'RTV4C12', user: 'alfa-maria', daysAgo: 1, outcome: 'sent', kmAbove: 120 },
      { plate: 'EKQ8834', user: 'alfa-joao', daysAgo: 1, outcome: 'sent', kmAbove: -4_000 },
    ],
    schedules: [
      {
        template: DEMO_DAILY_INSPECTION,
        users: ['alfa-joao'],
        plates: ['QWA5E78'],
        recurrence: { kind: 'daily', weekdays: [1, 2, 3, 4, 5] },
        dueTime: '08:00',
        startDaysAgo: 4,
      },
      {
        template: DEMO_DAILY_INSPECTION,
        users: ['alfa-maria'],
        plates: ['EKQ8834'],
        recurrence: 'today',
        dueTime: '17:00',
        startDaysAgo: 6,
      },
      {
        template: 'Checklist de segurança do motorista',
        users: ['alfa-joao', 'alfa-maria'],
        plates: [],
        recurrence: { kind: 'monthly', dayOfMonth: 1 },
        dueTime: '09:00',
        startDaysAgo: 0,
        paused: true,
      },
      {
        template: DEMO_DAILY_INSPECTION,
        users: ['alfa-joao', 'alfa-maria'],
        plates: ['QWA5E78', 'EKQ8834'],
        pairing: 'paired',
        recurrence: { kind: 'weekly', weekday: 6 },
        dueTime: '07:00',
        startDaysAgo: 0,
        paused: true,
      },
    ],
    trips: [
      // João's trip of four weeks ago: a traffic fine of that day is his to be named for (seed-fines).
      { plate: 'KLM4321', user: 'alfa-joao', outDaysAgo: 28, inDaysAgo: 27, kmDriven: 520 },
      { plate: 'BRA2E19', user: 'alfa-maria', outDaysAgo: 6, inDaysAgo: 4, kmDriven: 830 },
      {
        plate: 'BRA2E19',
        user: 'alfa-joao',
        outDaysAgo: 2,
        inDaysAgo: 1,
        kmDriven: 410,
        damage: {
          question: 'Lataria e para-choques sem avarias?',
          comment: 'Para-choque dianteiro amassado do lado direito',
        },
      },
      { plate: 'BRA2E19', user: 'alfa-maria', outDaysAgo: 0, kmDriven: 0 },
      // Maria takes the van João never brought back: the admin is told 'Troca de motorista'.
      { plate: 'RTV4C12', user: 'alfa-joao', outDaysAgo: 3, kmDriven: 0 },
      { plate: 'RTV4C12', user: 'alfa-maria', outDaysAgo: 1, kmDriven: 0 },
    ],
  },
  {
    id: 'beta',
    name: 'Logística Beta',
    email: 'contato@beta.dev',
    phone: '(92) 3222-1100',
    address: 'Av. Torquato Tapajós, 250, Manaus - AM',
    // An hour behind São Paulo: its days, due times and every date shown follow Manaus.
    settings: { timeZone: 'America/Manaus' },
    admin: { uid: 'beta-admin', email: 'admin@beta.dev', name: 'Bruno Lima', phone: '(92) 98888-1001' },
    users: [{ uid: 'beta-carla', email: 'carla@beta.dev', name: 'Carla Mendes', phone: '(92) 97777-1002' }],
    templates: [forklift, truckDeparture],
    assignments: [{ template: 0, users: ['beta-carla'], dueInHours: 48 }],
    vehicles: [
      {
        vehicle: {
          name: 'Fiorino Entregas',
          plate: 'HBZ-5520',
          model: 'Fiorino Endurance',
          brand: 'Fiat',
          color: 'Branca',
          year: 2022,
          currentKm: 40_200,
          oilChangeIntervalKm: 10_000,
        },
        kmPerMonth: 2_000,
        fuel: 'flex',
        kmPerLiter: 12,
        tankLiters: 48,
        pricePerLiter: 5.79,
        oil: { type: '5W30', brand: 'Selenia', cost: 270 },
        oilUsedToday: 0.55,
        maintenance: [{ daysAgo: 110, type: 'brake_service', description: 'Pastilhas dianteiras', cost: 380 }],
      },
      {
        vehicle: {
          name: 'Cargo 1119 Baú',
          plate: 'PXR7H03',
          model: 'Cargo 1119',
          brand: 'Ford',
          color: 'Branca',
          year: 2018,
          currentKm: 255_000,
          oilChangeIntervalKm: 15_000,
        },
        kmPerMonth: 3_800,
        fuel: 'diesel',
        kmPerLiter: 5.8,
        tankLiters: 150,
        pricePerLiter: 5.99,
        oil: { type: '15W40', brand: 'Ipiranga', cost: 980 },
        oilUsedToday: 0.92,
        maintenance: [{ daysAgo: 45, type: 'repair', description: 'Reparo no sistema de arrefecimento', cost: 1_240 }],
      },
    ],
  },
];
