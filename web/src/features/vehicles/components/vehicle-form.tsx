import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { formatPlate } from '@domain/fleet/plate';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { paths } from '@domain/paths';
import { buttonClass, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, TextField } from '@/components/ui/field';
import { registerFormatted, showServerErrors } from '@/lib/forms';
import { causeOf, VEHICLE_TEXTS } from './vehicle-messages';
import { vehicleResolver, vehicleToFormValues, type VehicleFormValues } from './vehicle-form-values';

/** Spec section 9: a plate is at most 8 characters as shown (ABC-1234). */
export const PLATE_MAX_LENGTH = 8;

interface VehicleFormProps {
  mode: 'create' | 'edit';
  initialValues?: VehicleFormValues;
  /** Saves the validated body; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ValidVehicleInput) => Promise<void>;
}

type TextFieldName = Exclude<keyof VehicleFormValues, 'isActive' | 'plate'>;

export function VehicleForm({ mode, initialValues, onSubmit }: VehicleFormProps) {
  const form = useForm<VehicleFormValues, unknown, ValidVehicleInput>({
    resolver: vehicleResolver(mode),
    defaultValues: initialValues ?? vehicleToFormValues(),
    // Spec section 5: a field's error clears as soon as it is edited; it is checked again on the next save.
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = form;

  const field = (name: TextFieldName) => register(name, { onChange: () => clearErrors(name) });
  // Typed in upper case and shown as ABC-1234 or ABC1D23 while typing (spec section 5).
  const plate = () => registerFormatted(form, 'plate', formatPlate);

  const save = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      showServerErrors(error, setError, '');
      const message = mode === 'create' ? VEHICLE_TEXTS.create(causeOf(error)) : VEHICLE_TEXTS.update(causeOf(error));
      setError('root.server', { type: 'server', message });
    }
  });

  return (
    <form
      className="vehicle-form"
      onSubmit={save}
      noValidate
      aria-label={mode === 'create' ? 'Novo veículo' : 'Editar veículo'}
    >
      {errors.root?.server?.message && <ErrorBanner>{errors.root.server.message}</ErrorBanner>}

      <Card>
        <h2 className="card-title">Informações Básicas</h2>
        <div className="form-grid">
          <TextField
            label="Nome"
            placeholder="Ex: Caminhão 01"
            autoComplete="off"
            required
            error={errors.name?.message}
            {...field('name')}
          />
          <TextField
            label="Placa"
            placeholder="ABC-1234"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={PLATE_MAX_LENGTH}
            required
            error={errors.plate?.message}
            {...plate()}
          />
          <TextField
            label="Marca"
            placeholder="Ex: Volkswagen"
            autoComplete="off"
            required
            error={errors.brand?.message}
            {...field('brand')}
          />
          <TextField
            label="Modelo"
            placeholder="Ex: Delivery 11.180"
            autoComplete="off"
            required
            error={errors.model?.message}
            {...field('model')}
          />
          <TextField
            label="Ano"
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear() + 1}
            placeholder={String(new Date().getFullYear())}
            required
            error={errors.year?.message}
            {...field('year')}
          />
          <TextField
            label="Cor"
            placeholder="Ex: Branco"
            autoComplete="off"
            required
            error={errors.color?.message}
            {...field('color')}
          />
        </div>
      </Card>

      <Card>
        <h2 className="card-title">Informações de Quilometragem</h2>
        <div className="form-grid">
          <TextField
            label="Quilometragem atual"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
            required
            error={errors.currentKm?.message}
            {...field('currentKm')}
          />
          <TextField
            label="KM da última troca de óleo"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
            required
            error={errors.lastOilChangeKm?.message}
            {...field('lastOilChangeKm')}
          />
          <TextField
            label="Intervalo de troca de óleo (km)"
            type="number"
            inputMode="numeric"
            min={1}
            required
            error={errors.oilChangeIntervalKm?.message}
            {...field('oilChangeIntervalKm')}
          />
        </div>
      </Card>

      <Card>
        <h2 className="card-title">Status</h2>
        <CheckboxField
          label="Veículo ativo"
          hint="Veículos inativos não aparecerão nas listas de seleção"
          {...register('isActive')}
        />
      </Card>

      <div className="form-actions">
        <Link className={buttonClass('secondary')} to={paths.admin.vehicles}>
          Cancelar
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Salvando...' : mode === 'create' ? 'Salvar Veículo' : 'Salvar Alterações'}
        </Button>
      </div>
    </form>
  );
}
