import type { TemplateInput } from '../domain/templates/template.schema';

/** The demo data of the local stack (README lists these accounts). */
export const DEMO_PASSWORD = 'checkfrota123';

export interface DemoAccount {
  uid: string;
  email: string;
  name: string;
  phone?: string;
  isActive?: boolean;
}

export interface DemoCompany {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  cnpj?: string;
  admin: DemoAccount;
  users: DemoAccount[];
  templates: TemplateInput[];
  /** Checklists assigned at seeding: `template` indexes `templates`; a negative due time is already late. */
  assignments: Array<{ template: number; users: string[]; dueInHours: number }>;
}

export const DEMO_SUPERADMIN: DemoAccount = {
  uid: 'super',
  email: 'super@checkfrota.dev',
  name: 'Equipe CheckFrota',
};

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

const driverSafety: TemplateInput = {
  name: 'Checklist de segurança do motorista',
  description: 'Itens de segurança pessoal e documentação do motorista.',
  isActive: true,
  questions: [
    { type: 'boolean', question: 'CNH válida e no veículo?', required: true },
    { type: 'boolean', question: 'Cinto de segurança em bom estado?', required: true },
    { type: 'single_choice', question: 'Como você está se sentindo hoje?', options: ['Descansado', 'Cansado', 'Indisposto'], required: true },
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
    { type: 'single_choice', question: 'Estado dos garfos', options: ['Bom', 'Desgastado', 'Danificado'], required: true },
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
    users: [
      { uid: 'alfa-joao', email: 'joao@alfa.dev', name: 'João Pereira', phone: '(11) 97777-0002' },
      { uid: 'alfa-maria', email: 'maria@alfa.dev', name: 'Maria Oliveira', phone: '(11) 97777-0003' },
      { uid: 'alfa-pedro', email: 'pedro@alfa.dev', name: 'Pedro Santos', phone: '(11) 97777-0004', isActive: false },
    ],
    templates: [vehicleInspection, driverSafety, delivery],
    assignments: [
      { template: 0, users: ['alfa-joao', 'alfa-maria'], dueInHours: 24 },
      { template: 1, users: ['alfa-joao'], dueInHours: -20 },
    ],
  },
  {
    id: 'beta',
    name: 'Logística Beta',
    email: 'contato@beta.dev',
    phone: '(31) 3222-1100',
    address: 'Rua dos Andradas, 250, Belo Horizonte - MG',
    admin: { uid: 'beta-admin', email: 'admin@beta.dev', name: 'Bruno Lima', phone: '(31) 98888-1001' },
    users: [{ uid: 'beta-carla', email: 'carla@beta.dev', name: 'Carla Mendes', phone: '(31) 97777-1002' }],
    templates: [forklift, truckDeparture],
    assignments: [{ template: 0, users: ['beta-carla'], dueInHours: 48 }],
  },
];
