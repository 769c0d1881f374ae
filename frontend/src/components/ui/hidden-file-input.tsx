import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** Read out when the input is reached by a screen reader or a test. */
  label: string;
  onFile: (file: File) => void;
}

/** A file input a visible button opens (`ref.current.click()`), handing on the one file chosen. */
export const HiddenFileInput = ({ ref, accept, label, onFile }: HiddenFileInputProps) => (
  <input
    ref={ref}
    type="file"
    accept={accept}
    aria-label={label}
    hidden
    onChange={(event) => {
      const file = event.target.files?.[0];
      event.target.value = ''; // choosing the same file again still counts as a choice
      if (file) onFile(file);
    }}
  />
);
