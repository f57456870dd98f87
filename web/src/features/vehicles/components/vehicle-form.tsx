import { UF_NAMES, UFS, VEHICLE_TYPE_LABELS, VEHICLE_TYPES } from '@domain/documents/licensing';
import { VEHICLE_CNH_CATEGORIES } from '@domain/drivers/cnh';
import { formatPlate, PLATE_MAX_LENGTH } from '@domain/fleet/plate';
import type { ValidVehicleInput } from '@domain/fleet/vehicle.schema';
import { paths } from '@domain/paths';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { CheckboxField, SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { registerFormatted, useApiForm } from '@/lib/forms';
import { causeOf, VEHICLE_TEXTS } from './vehicle-messages';
import { vehicleResolver, vehicleToFormValues, type VehicleFormValues } from './vehicle-form-values';

interface VehicleFormProps {
  mode: 'create' | 'edit';
  initialValues?: VehicleFormValues;
  /** Saves the validated body; a rejection keeps everything typed and shows why. */
  onSubmit: (input: ValidVehicleInput) => Promise<void>;
}

export function VehicleForm({ mode, initialValues, onSubmit }: VehicleFormProps) {
  const form = useApiForm<VehicleFormValues, ValidVehicleInput>({
    resolver: vehicleResolver(mode),
    defaultValues: initialValues ?? vehicleToFormValues(),
    onSave: onSubmit,
    serverError: (error) =>
      mode === 'create' ? VEHICLE_TEXTS.create(causeOf(error)) : VEHICLE_TEXTS.update(causeOf(error)),
  });
  const {
    register,
    fieldProps,
    save,
    formState: { errors, isSubmitting },
  } = form;
  // Typed in upper case and shown as ABC-1234 or ABC1D23 while typing (spec section 5).
  const plate = () => registerFormatted(form, 'plate', formatPlate);

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
          <TextField label="Nome" placeholder="Ex: Caminhão 01" autoComplete="off" required {...fieldProps('name')} />
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
          <TextField label="Marca" placeholder="Ex: Volkswagen" autoComplete="off" required {...fieldProps('brand')} />
          <TextField
            label="Modelo"
            placeholder="Ex: Delivery 11.180"
            autoComplete="off"
            required
            {...fieldProps('model')}
          />
          <TextField
            label="Ano"
            type="number"
            inputMode="numeric"
            min={1900}
            max={new Date().getFullYear() + 1}
            placeholder={String(new Date().getFullYear())}
            required
            {...fieldProps('year')}
          />
          <TextField label="Cor" placeholder="Ex: Branco" autoComplete="off" required {...fieldProps('color')} />
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
            {...fieldProps('currentKm')}
          />
          <TextField
            label="KM da última troca de óleo"
            type="number"
            inputMode="numeric"
            min={0}
            placeholder="0"
            required
            {...fieldProps('lastOilChangeKm')}
          />
          <TextField
            label="Intervalo de troca de óleo (km)"
            type="number"
            inputMode="numeric"
            min={1}
            required
            {...fieldProps('oilChangeIntervalKm')}
          />
        </div>
      </Card>

      <Card>
        <h2 className="card-title">Documentação e habilitação</h2>
        <div className="form-grid">
          <SelectField label="UF" {...fieldProps('uf')}>
            <option value="">Não informada</option>
            {UFS.map((uf) => (
              <option key={uf} value={uf}>
                {UF_NAMES[uf]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Tipo" {...fieldProps('vehicleType')}>
            {VEHICLE_TYPES.map((type) => (
              <option key={type} value={type}>
                {VEHICLE_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Categoria de CNH exigida" {...fieldProps('requiredCnhCategory')}>
            <option value="">Nenhuma</option>
            {VEHICLE_CNH_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
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

      <FormActions
        cancel={paths.admin.vehicles}
        saveLabel={mode === 'create' ? 'Salvar Veículo' : 'Salvar Alterações'}
        busy={isSubmitting}
      />
    </form>
  );
}
