import { chakra, Wrap } from '@chakra-ui/react'
import { Fieldset } from '@/features/ui/styled/Fieldset'
import type { InputBinding } from '@/features/forms/binding'

/** A group of checkboxes (channels, purposes, main products), a fieldset with its legend. */
export function ChoiceGroup({
  legend,
  options,
  binding,
  required = false,
}: {
  legend: string
  options: ReadonlyArray<{ id: string; label: string }>
  binding: InputBinding<string[]>
  required?: boolean
}) {
  const toggle = (id: string, on: boolean) =>
    binding.onChange(on ? [...binding.value.filter((x) => x !== id), id] : binding.value.filter((x) => x !== id))
  return (
    // The legend's gap is the content's own mt: without cascade layers the fieldset recipe's spaceY (4)
    // outweighs a style prop, so the root says 1 too (docs/browsers.md: Styles).
    <Fieldset.Root invalid={binding.error !== undefined} spaceY="1">
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {legend}
        {required ? (
          <chakra.span color="red.500" ms="1" aria-hidden="true">
            *
          </chakra.span>
        ) : null}
      </Fieldset.Legend>
      <Wrap gap="2" mt="1">
        {options.map((o) => {
          const checked = binding.value.includes(o.id)
          return (
            <chakra.label
              key={o.id}
              display="inline-flex"
              alignItems="center"
              gap="1.5"
              px="3"
              py="1.5"
              borderWidth="1px"
              borderRadius="full"
              fontSize="sm"
              cursor="pointer"
              borderColor={checked ? 'orange.400' : 'gray.300'}
              bg={checked ? 'orange.50' : 'white'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'orange.500', outlineOffset: '1px' }}
            >
              <chakra.input
                type="checkbox"
                checked={checked}
                onChange={(e) => toggle(o.id, e.target.checked)}
                onBlur={binding.onBlur}
                accentColor="orange.500"
              />
              {o.label}
            </chakra.label>
          )
        })}
      </Wrap>
      <Fieldset.ErrorText>{binding.error}</Fieldset.ErrorText>
    </Fieldset.Root>
  )
}
