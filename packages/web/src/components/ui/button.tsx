import { Button as ChakraButton, type ButtonProps as ChakraButtonProps, Spinner } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'text' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

/** Heights of rule UI-10 (large is ours). */
export const BUTTON_HEIGHTS: Record<ButtonSize, string> = { small: '32px', medium: '44px', large: '52px' };

// Chakra's solid buttons fade to 90 % on hover, which puts white text on brand green below 4.5:1: a solid
// button darkens instead (brand.600 and danger.600 keep white text above 4.5:1).
const SOLID_HOVER = { bg: 'colorPalette.600' } as const;

const VARIANTS: Record<ButtonVariant, Pick<ChakraButtonProps, 'variant' | 'colorPalette' | '_hover'>> = {
  primary: { variant: 'solid', colorPalette: 'brand', _hover: SOLID_HOVER },
  secondary: { variant: 'subtle', colorPalette: 'brand' },
  outline: { variant: 'outline', colorPalette: 'brand' },
  text: { variant: 'ghost', colorPalette: 'brand' },
  danger: { variant: 'solid', colorPalette: 'danger', _hover: SOLID_HOVER },
};

const PADDING: Record<ButtonSize, string> = { small: '3', medium: '5', large: '6' };
const FONT: Record<ButtonSize, string> = { small: 'sm', medium: 'md', large: 'lg' };

export interface ButtonProps extends Omit<ChakraButtonProps, 'variant' | 'size' | 'loading'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label for layout, and blocks clicks. */
  loading?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    loading = false,
    disabled,
    onClick,
    children,
    type = 'button',
    ...rest
  },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Belt and braces: a loading button must never fire twice (double submission).
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <ChakraButton
      ref={ref}
      type={type}
      {...VARIANTS[variant]}
      data-variant={variant}
      data-size={size}
      h={BUTTON_HEIGHTS[size]}
      minH={BUTTON_HEIGHTS[size]}
      px={PADDING[size]}
      fontSize={FONT[size]}
      borderRadius="md"
      loading={loading}
      spinner={<Spinner size="sm" data-testid="button-spinner" />}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      onClick={handleClick}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </ChakraButton>
  );
});
