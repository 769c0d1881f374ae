import { Grid } from '@chakra-ui/react';
import { InputField, type InputFieldProps } from './input-field';

/** An item's amount (a decimal from 0.1) and its unit, side by side (shopping list, pantry). */
export const AmountUnitFields = ({ amount, unit }: { amount: InputFieldProps; unit: InputFieldProps }) => (
  <Grid templateColumns="1fr 1fr" gap="3">
    <InputField type="number" inputMode="decimal" min={0.1} step={0.1} {...amount} />
    <InputField autoComplete="off" {...unit} />
  </Grid>
);
