import { Box } from '@chakra-ui/react';
import { errorMessage } from '#web/lib/error-message';

/** A form-level message (failure or notice), announced when it appears. */
/** A message to show in a FormAlert: what an action did, or why it failed. */
export interface Notice {
  status: 'error' | 'success';
  text: string;
}

export const FormAlert = ({ status, children }: { status: Notice['status']; children: string }) => (
  <Box
    role={status === 'error' ? 'alert' : 'status'}
    px="4"
    py="3"
    rounded="md"
    borderWidth="1px"
    fontWeight="medium"
    bg={status === 'error' ? 'red.50' : 'green.50'}
    borderColor={status === 'error' ? 'red.200' : 'green.200'}
    color={status === 'error' ? 'red.800' : 'green.800'}
  >
    {children}
  </Box>
);

/** A failed call's message (the server's own, else the fallback); nothing while there is no error. */
export const ErrorAlert = ({ error, fallback }: { error: unknown; fallback: string }) =>
  error ? <FormAlert status="error">{errorMessage(error, fallback)}</FormAlert> : null;
