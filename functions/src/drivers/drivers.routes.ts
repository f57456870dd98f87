import { Router } from 'express';
import { driversApi } from '../domain/drivers/contract';
import { serve } from '../http/endpoint';
import * as drivers from './drivers.service';

export const driversRouter = Router();

serve(driversRouter, driversApi.update, { roles: ['admin'] }, ({ session, params, body }) =>
  drivers.setDriverLicense(session, params.id, body.driverLicense),
);

serve(driversRouter, driversApi.mine, { roles: ['user'] }, ({ session }) => drivers.myDriver(session));
