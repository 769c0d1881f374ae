import { Button, type ButtonProps } from '@chakra-ui/react';

interface NextPageButtonProps extends Omit<ButtonProps, 'onClick' | 'loading' | 'children'> {
  /** The list's infinite query. */
  query: { fetchNextPage: () => unknown; isFetchingNextPage: boolean };
  label: string;
}

/** Under a list read a page at a time: loads the next page, with a spinner while it comes. */
export const NextPageButton = ({ query, label, ...button }: NextPageButtonProps) => (
  <Button
    variant="outline"
    {...button}
    onClick={() => void query.fetchNextPage()}
    loading={query.isFetchingNextPage}
  >
    {label}
  </Button>
);
