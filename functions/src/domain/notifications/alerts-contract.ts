import { z } from 'zod';
import { pageParams, type Page } from '../api';
import { route } from '../contract';
import type { AlertChannel, AlertKind, Delivery } from './alerts';
import {
  CompanyAlertSettingsInputSchema,
  PersonPreferencesInputSchema,
  type CompanyAlertSettings,
  type PersonAlertPreferences,
} from './preferences';

/** One's choices with what applies now (their own, else the company's, else the role's default) per kind and channel. */
export interface PreferencesView extends PersonAlertPreferences {
  effective: Partial<Record<AlertKind, Record<AlertChannel, boolean>>>;
  /** Whether the person's phone can receive WhatsApp (E.164 from their phone field). */
  whatsappReachable: boolean;
}

export const DeliveryListQuerySchema = z.strictObject({ ...pageParams(25) });

/**
 * 'Minhas notificações', the company's defaults ('Configurações') and the outbox ('Entregas'):
 * apart from the bell's contract, so the field screens' first load does not carry these schemas.
 */
export const alertsApi = {
  preferences: route('get', '/notifications/preferences').returns<PreferencesView>(),
  savePreferences: route('put', '/notifications/preferences', {
    body: PersonPreferencesInputSchema,
  }).returns<PreferencesView>(),
  companySettings: route('get', '/notifications/company-settings').returns<CompanyAlertSettings>(),
  saveCompanySettings: route('put', '/notifications/company-settings', {
    body: CompanyAlertSettingsInputSchema,
  }).returns<CompanyAlertSettings>(),
  deliveries: route('get', '/notifications/deliveries', { query: DeliveryListQuerySchema }).returns<Page<Delivery>>(),
};
